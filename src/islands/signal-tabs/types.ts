/** Which signal a tab shows: picks its icon and its animation. */
export type SignalKind = "projets" | "croissance" | "attributions" | "financiers" | "juridiques";

/** One tab of SignalTabs: plain data, since island props are written into the page as JSON. */
export interface SignalTab {
  kind: SignalKind;
  /** The tab's name, also shown above the panel title. */
  label: string;
  title: string;
  description: string;
  /** What the visitor gets from this signal: three short points. */
  points: readonly string[];
  /** Where the data comes from, in one line. */
  source: string;
}
