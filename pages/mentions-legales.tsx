import { PageIntro } from "../src/components/PageIntro.tsx";

export default function MentionsLegales() {
  return (
    <PageIntro title="Mentions légales">
      Informations relatives à l'éditeur du site, au directeur de la publication et à l'hébergeur.
    </PageIntro>
  );
}
