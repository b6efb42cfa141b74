import { PageIntro } from "../src/components/PageIntro.tsx";

export default function Blog() {
  return (
    <PageIntro title="Le blog du développement commercial dans le BTP">
      Stratégie et rentabilité, guides pratiques et méthodes de prospection pour les entreprises de la construction.
    </PageIntro>
  );
}
