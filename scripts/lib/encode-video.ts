// ffmpeg's side of scripts/make-videos.ts: encoding the frames into clips that fit the page's
// budget, and checking what browsers and the page rely on.
import { execFileSync, spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";

export const WIDTH_PX = 960;
export const HEIGHT_PX = 600;
export const FPS = 25;
/** Hard limit per file; the encoders aim below TARGET_BYTES first. */
const MAX_BYTES = 500_000;
const TARGET_BYTES = 350_000;
/** Quality ladders, best first: each clip takes the first step that fits TARGET_BYTES. */
const X264_CRFS = [20, 22, 24, 26, 28, 30, 32];
const VP9_CRFS = [32, 35, 38, 41, 44, 47];

function run(file: string, args: string[]): string {
  return execFileSync(file, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** Peak signal-to-noise ratio between two images, in dB; Infinity when identical. */
export function psnr(a: string, b: string): number {
  // ffmpeg prints the measure on stderr.
  const { stderr } = spawnSync("/usr/bin/ffmpeg", ["-hide_banner", "-i", a, "-i", b, "-lavfi", "[0][1]psnr", "-f", "null", "-"], {
    encoding: "utf8",
  });
  const match = /average:(inf|[\d.]+)/.exec(stderr);
  if (!match) throw new Error(`ffmpeg printed no PSNR: ${stderr.slice(-300)}`);
  return match[1] === "inf" ? Infinity : Number(match[1]);
}

function sizeOf(file: string): number {
  return statSync(file).size;
}

/** Encodes with each quality step in turn until the file fits TARGET_BYTES; returns the step used. */
function encodeWithin(out: string, steps: readonly number[], encode: (step: number) => void): number {
  for (const step of steps) {
    encode(step);
    if (sizeOf(out) <= TARGET_BYTES) return step;
  }
  return steps[steps.length - 1]!;
}

// Screenshots are sRGB; tagging BT.709 makes browsers convert the colours back the same way, so the
// clip's background matches the page's.
const COLOUR_ARGS = [
  "-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
  "-color_primaries", "bt709", "-color_trc", "bt709", "-colorspace", "bt709", "-color_range", "tv",
];

export function encodeMp4(frames: string, out: string): number {
  return encodeWithin(out, X264_CRFS, (crf) => {
    run("/usr/bin/ffmpeg", [
      "-y", "-loglevel", "error", "-framerate", String(FPS), "-i", frames, ...COLOUR_ARGS,
      "-c:v", "libx264", "-preset", "veryslow", "-tune", "animation", "-crf", String(crf),
      "-profile:v", "high", "-level:v", "4.0", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an", out,
    ]);
  });
}

export function encodeWebm(frames: string, out: string): number {
  return encodeWithin(out, VP9_CRFS, (crf) => {
    run("/usr/bin/ffmpeg", [
      "-y", "-loglevel", "error", "-framerate", String(FPS), "-i", frames, ...COLOUR_ARGS,
      "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", String(crf), "-deadline", "good", "-cpu-used", "1",
      "-row-mt", "1", "-pix_fmt", "yuv420p", "-an", out,
    ]);
  });
}

export function encodePoster(png: string, out: string): void {
  run("/usr/bin/ffmpeg", [
    "-y", "-loglevel", "error", "-i", png, "-c:v", "libwebp", "-quality", "86", "-compression_level", "6", out,
  ]);
}

interface Probe {
  streams: { codec_type: string; codec_name: string; pix_fmt?: string; width?: number; height?: number }[];
  format: { duration: string };
}

/** Checks what browsers and the page rely on; throws on the first problem. */
export function verify(root: string, file: string, codec: string, expectedDuration: number): number {
  const probe = JSON.parse(
    run("/usr/bin/ffprobe", ["-v", "error", "-show_entries", "stream=codec_type,codec_name,pix_fmt,width,height:format=duration", "-of", "json", file]),
  ) as Probe;
  const problems: string[] = [];
  const video = probe.streams.filter((s) => s.codec_type === "video");
  if (probe.streams.some((s) => s.codec_type === "audio")) problems.push("has an audio track");
  if (video.length !== 1) problems.push(`${video.length} video streams`);
  const [stream] = video;
  if (stream && stream.codec_name !== codec) problems.push(`codec ${stream.codec_name}, expected ${codec}`);
  if (stream?.pix_fmt && stream.pix_fmt !== "yuv420p") problems.push(`pixel format ${stream.pix_fmt}`);
  if (stream && (stream.width !== WIDTH_PX || stream.height !== HEIGHT_PX)) problems.push(`size ${stream.width}x${stream.height}`);
  const duration = Number(probe.format.duration);
  if (codec !== "webp" && Math.abs(duration - expectedDuration) > 0.1) problems.push(`duration ${duration} s`);
  const bytes = sizeOf(file);
  if (bytes > MAX_BYTES) problems.push(`${bytes} bytes, over the ${MAX_BYTES} limit`);
  if (problems.length > 0) throw new Error(`${path.relative(root, file)}: ${problems.join(", ")}`);
  return bytes;
}

export const kb = (bytes: number): string => `${Math.round(bytes / 1000)} KB`;

