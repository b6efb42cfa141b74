import type { SignalKind } from "./types.ts";

const PATHS: Record<SignalKind, string> = {
  // A pin on a plot: building permits on the map.
  projets: "M12 21s-6-5.3-6-10a6 6 0 0 1 12 0c0 4.7-6 10-6 10zM12 8.5v3M3 21h18",
  // A rising trend: hiring picks up.
  croissance: "M3 17l6-6 4 4 8-8M15 7h6v6",
  // A notice with a seal: contract awards.
  attributions: "M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h5M14 3l5 5h-5zM8 9h3M8 13h6M17.5 14.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM16 19l-1 3 2.5-1 2.5 1-1-3",
  // A gauge: the reliability score.
  financiers: "M4 17a8 8 0 1 1 16 0M12 17l4-5M4 20h16",
  // Scales: legal announcements.
  juridiques: "M12 4v16M7 20h10M5 7h14M5 7l-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0z",
};

/** The small icon of a signal, beside its name: decorative, the name says it all. */
export function SignalIcon({ kind }: { kind: SignalKind }) {
  return (
    <svg
      className="signal-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
