import { LegalDocument } from "../src/components/LegalDocument.tsx";
import { MENTIONS_LEGALES } from "../src/content/legal/mentions-legales.ts";

export default function MentionsLegales() {
  return <LegalDocument document={MENTIONS_LEGALES} />;
}
