/** Which signal a tab shows, one of the tabs section's kinds: picks the tab's icon and its panel's animation. */
import type { SIGNAL_KINDS } from "../../content-registry/schemas/sections/signal-tabs.ts";

export type SignalKind = (typeof SIGNAL_KINDS)[number];
