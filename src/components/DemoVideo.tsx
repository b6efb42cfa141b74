import { useHref } from "./PageContext.tsx";
import { useClientBehaviour } from "./ClientRecord.tsx";
import { useContent } from "./ContentContext.tsx";
import { Picture } from "./Picture.tsx";

/** Intrinsic size of the clips made by scripts/make-videos.ts: reserves the space, no layout shift. */
const VIDEO_WIDTH = 960;
const VIDEO_HEIGHT = 600;

/** How wide the pillars show a clip (PillarsSection.css): beside the text from 960px, else the whole width. */
const STILL_SIZES = "(min-width: 960px) 620px, 100vw";

/** Site path of a clip's still, its first frame (public/videos/): the build makes it responsive. */
export const demoStill = (name: string) => `/videos/${name}.webp`;

/**
 * A muted looping demo clip. Nothing is downloaded before the visitor or the client script asks
 * (preload none). The still is a lazy image behind the video rather than its poster attribute,
 * which browsers fetch at once, far below the fold, at the expense of the first paint. The video,
 * with the browser's controls, is inside a noscript: without JavaScript it plays from them; with
 * it, the client script makes it without them (src/client/lazy/demo-video.ts), as three videos'
 * controls took a fifth of the home page's first frame (their styles and layout), and their
 * loading spinners kept it from being shown.
 */
export function DemoVideo({ name, label }: { name: string; label: string }) {
  useClientBehaviour("demo-video");
  const href = useHref();
  const { images } = useContent();
  return (
    <div className="demo-video" data-demo-video="">
      <Picture
        className="demo-video__still"
        image={images[demoStill(name)] ?? { src: demoStill(name), width: VIDEO_WIDTH, height: VIDEO_HEIGHT, sources: [] }}
        alt=""
        sizes={STILL_SIZES}
      />
      <noscript data-scriptless="">
        <video width={VIDEO_WIDTH} height={VIDEO_HEIGHT} muted loop playsInline controls preload="none" aria-label={label}>
          <source src={href(`/videos/${name}.webm`)} type="video/webm" />
          <source src={href(`/videos/${name}.mp4`)} type="video/mp4" />
        </video>
      </noscript>
    </div>
  );
}
