import type { SectionProps } from "../../library/section-props.ts";

/** What a panel's animation is drawn from: the words inside the animations of its section. */
export interface AnimationProps {
  words: SectionProps<"signal-tabs">["section"]["animations"];
}
