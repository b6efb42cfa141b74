import type { ResponsiveImage } from "site-generator";
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
 * and always its own width and height, so that the page keeps its place and its aspect ratio. The
 * last format (WebP, the one of `src`) is the img's own srcset rather than a `<source>`: a browser
 * that takes no earlier one reads it there, and the page is a `<source>` shorter per image.
 */
export function Picture({ image, alt, sizes, loading = "lazy", className }: PictureProps) {
  const href = useHref();
  const srcSet = (source: ResponsiveImage["sources"][number]) =>
    source.srcset.map((candidate) => `${href(candidate.path)} ${candidate.width}w`).join(", ");
  const own = image.sources.at(-1);
  const img = (
    <img
      className={className}
      // The largest paint, when a small SVG: in the page, not a request after it (image-store.ts).
      src={loading === "eager" && image.inline ? image.inline : href(image.src)}
      srcSet={own && srcSet(own)}
      sizes={own && sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={loading}
      // Only for the largest paint: "auto", the default, goes without saying.
      fetchPriority={loading === "eager" ? "high" : undefined}
      decoding="async"
    />
  );
  if (image.sources.length <= 1) return img;
  return (
    <picture>
      {image.sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={srcSet(source)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
