import { CtaBand } from "../../components/CtaBand.tsx";
import type { SectionProps } from "./section-props.ts";

/** The dark closing band with one button. */
export function CtaSection({ section, id }: SectionProps<"cta">) {
  return <CtaBand id={`${id}-title`} content={section} />;
}
