import { PageIntro } from "../src/components/PageIntro.tsx";

export default function PolitiqueDeConfidentialite() {
  return (
    <PageIntro title="Politique de confidentialité">
      Comment nous traitons les données personnelles et comment exercer vos droits.
    </PageIntro>
  );
}
