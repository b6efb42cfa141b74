/** Which signal a tab shows, derived from the tabs' content: picks the tab's icon and its panel's animation. */
export type { SignalKind } from "../../content/signals/tabs.ts";
