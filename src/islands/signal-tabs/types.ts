/** Which signal a tab shows, derived from the tabs' content: picks the tab's icon and its panel's animation. */
import type { ContentData } from "../../content-registry/registry.ts";

export type SignalKind = ContentData<"signaux-affaires/tabs.yaml">["tabs"][number]["kind"];
