import { LegalDocument } from "../src/components/LegalDocument.tsx";
import { POLITIQUE_DE_CONFIDENTIALITE } from "../src/content/legal/politique-de-confidentialite.ts";

export default function PolitiqueDeConfidentialite() {
  return <LegalDocument document={POLITIQUE_DE_CONFIDENTIALITE} />;
}
