import { LegalDocument } from "../src/components/LegalDocument.tsx";
import { CGU_CGV } from "../src/content/legal/cgu-cgv.ts";

export default function CguCgv() {
  return <LegalDocument document={CGU_CGV} />;
}
