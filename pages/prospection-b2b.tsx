import { PageIntro } from "../src/components/PageIntro.tsx";

export default function ProspectionB2b() {
  return (
    <PageIntro title="Une prospection B2B ciblée sur les bons décideurs">
      Ciblage, qualification, approche personnalisée et organisation : quatre étapes pour transformer les données du
      marché en rendez-vous.
    </PageIntro>
  );
}
