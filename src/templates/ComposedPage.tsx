import type { ComposedPageData } from "../models/composed/composed-page.ts";
import { PageSections } from "../sections/library/registry.tsx";

/** A page the marketing team composed (content/pages/): its sections, top to bottom. */
export function ComposedPage({ composed }: { composed: ComposedPageData }) {
  return <PageSections sections={composed.sections} made={composed.made} />;
}
