import content from "../../../content/signaux-affaires/tabs.yaml";

// The texts are in content/signaux-affaires/tabs.yaml. Spec §2: five tabs, in this order; a new
// tab's kind must be added to the schema, and the type checker then asks for its icon and animation.
export const { tabs: SIGNAL_TABS, animations: SIGNAL_ANIMATIONS, ...SIGNALS_TABS_INTRO } = content;

export type SignalTab = (typeof SIGNAL_TABS)[number];
export type SignalKind = SignalTab["kind"];
