import { PageIntro } from "../src/components/PageIntro.tsx";
import { useHref } from "../src/components/PageContext.tsx";

export default function Home() {
  const href = useHref();
  return (
    <>
      <PageIntro title="Anticipez les chantiers avant vos concurrents">
        Détectez les projets de construction 6 à 12 mois avant leur lancement grâce aux permis de construire et aux
        signaux d'affaires, mis à jour chaque jour à partir de sources officielles.
      </PageIntro>
      <p className="container">
        <a className="button button--primary" href={href("/#prise-de-rdv")}>
          Anticiper mon carnet de commandes
        </a>
      </p>
      <section id="prise-de-rdv" className="container" aria-labelledby="prise-de-rdv-titre">
        <h2 id="prise-de-rdv-titre">Réservez votre démo de 30 minutes</h2>
        <p>Essai gratuit de 7 jours, démonstration sur des données réelles de votre secteur.</p>
      </section>
    </>
  );
}
