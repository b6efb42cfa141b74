import type { ResponsiveImage } from "../generator/site-definition.ts";
import { useHref } from "./PageContext.tsx";

interface PictureProps {
  image: ResponsiveImage;
  alt: string;
  /** How wide the layout shows it, for the browser's choice among the widths: "(min-width: 60rem) 30rem, 100vw". */
  sizes: string;
  /** Below the fold ("lazy", the default), or the page's largest paint ("eager", fetched first). */
  loading?: "lazy" | "eager";
  className?: string;
}

/**
 * An image as the build made it: a photo's AVIF and WebP widths for the browser to choose from,
 * and always its own width and height, so that the page keeps its place and its aspect ratio.
 */
export function Picture({ image, alt, sizes, loading = "lazy", className }: PictureProps) {
  const href = useHref();
  const img = (
    <img
      className={className}
      src={href(image.src)}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={loading === "eager" ? "high" : "auto"}
      decoding="async"
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcset.map((candidate) => `${href(candidate.path)} ${candidate.width}w`).join(", ")}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
}
