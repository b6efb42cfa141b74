import { PageIntro } from "../src/components/PageIntro.tsx";

export default function CguCgv() {
  return (
    <PageIntro title="Conditions générales d'utilisation et de vente">
      Conditions applicables aux abonnements souscrits par les clients professionnels.
    </PageIntro>
  );
}
