import { PageIntro } from "../src/components/PageIntro.tsx";

export default function SignauxAffaires() {
  return (
    <PageIntro title="Les signaux d'affaires qui annoncent vos prochains chantiers">
      Projets de construction, signaux de croissance, attributions de marché, signaux financiers et juridiques : cinq
      sources pour repérer les opportunités avant qu'elles ne deviennent publiques.
    </PageIntro>
  );
}
