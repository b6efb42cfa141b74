import { useHref } from "./PageContext.tsx";
import { useClientBehaviour } from "./ClientRecord.tsx";

/** Intrinsic size of the clips made by scripts/make-videos.ts: reserves the space, no layout shift. */
const VIDEO_WIDTH = 960;
const VIDEO_HEIGHT = 600;

/**
 * A muted looping demo clip. Nothing is downloaded before the visitor or the client script asks
 * (preload none); without JavaScript the native controls let it play. The still is a lazy image
 * behind the video rather than its poster attribute, which browsers fetch at once, far below the
 * fold, at the expense of the first paint.
 */
export function DemoVideo({ name, label }: { name: string; label: string }) {
  useClientBehaviour("demo-video");
  const href = useHref();
  return (
    <div className="demo-video" data-demo-video="">
      <img
        className="demo-video__still"
        src={href(`/videos/${name}.webp`)}
        alt=""
        width={VIDEO_WIDTH}
        height={VIDEO_HEIGHT}
        loading="lazy"
        decoding="async"
      />
      <video
        width={VIDEO_WIDTH}
        height={VIDEO_HEIGHT}
        muted
        loop
        playsInline
        controls
        preload="none"
        aria-label={label}
      >
        <source src={href(`/videos/${name}.webm`)} type="video/webm" />
        <source src={href(`/videos/${name}.mp4`)} type="video/mp4" />
      </video>
    </div>
  );
}
