import { PageIntro } from "../src/components/PageIntro.tsx";

export default function VeilleAppelsOffres() {
  return (
    <PageIntro title="Une veille des appels d'offres qui comprend votre métier">
      Choisissez votre métier par son code NAF : la recherche sémantique trouve les marchés publics pertinents, sans
      liste de mots-clés à entretenir.
    </PageIntro>
  );
}
