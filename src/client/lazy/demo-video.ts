const LABELS = { pause: "Mettre la démonstration en pause", play: "Lire la démonstration" };

/**
 * The frame's video, made from its noscript (src/components/DemoVideo.tsx) without the browser's
 * controls: the button below stands for them.
 */
function scriptedVideo(frame: HTMLElement): HTMLVideoElement | null {
  const fallback = frame.querySelector("noscript");
  const template = document.createElement("template");
  template.innerHTML = fallback?.textContent ?? "";
  const video = template.content.querySelector("video");
  if (!fallback || !video) return frame.querySelector("video");
  video.removeAttribute("controls");
  fallback.replaceWith(video);
  return video;
}

/**
 * Pillar videos (spec §2) play only while on screen, each with a visible pause/play button
 * (WCAG 2.2.2). With reduced motion nothing plays until the visitor asks.
 */
export function setUp(): void {
  const frames = [...document.querySelectorAll<HTMLElement>("[data-demo-video]")];
  if (frames.length === 0) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const video = entry.target.querySelector("video")!;
        const frame = entry.target as HTMLElement;
        if (entry.isIntersecting && frame.dataset.paused !== "user") void video.play().catch(() => undefined);
        else if (!entry.isIntersecting) video.pause();
      }
    },
    { threshold: 0.35 },
  );

  for (const frame of frames) {
    const video = scriptedVideo(frame);
    if (!video) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "demo-video__toggle";
    const render = () => {
      const playing = !video.paused;
      button.dataset.state = playing ? "playing" : "paused";
      button.setAttribute("aria-label", playing ? LABELS.pause : LABELS.play);
    };
    button.addEventListener("click", () => {
      if (video.paused) {
        delete frame.dataset.paused;
        void video.play().catch(() => undefined);
      } else {
        frame.dataset.paused = "user";
        video.pause();
      }
      render();
    });
    video.addEventListener("play", render);
    video.addEventListener("pause", render);
    render();
    frame.append(button);
    if (reduced) frame.dataset.paused = "user";
    observer.observe(frame);
  }
}
