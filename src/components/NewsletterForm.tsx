import { SITE } from "../site.ts";

/** Spec §2 and §5: an e-mail field (type email, no other rule) and an 'Envoyer' button. */
export function NewsletterForm() {
  return (
    <form className="newsletter" action={SITE.newsletterEndpoint} method="post">
      <h2 className="site-footer__title" id="newsletter-title">
        Newsletter
      </h2>
      <p id="newsletter-help">Un e-mail par mois : nouveaux signaux, guides pratiques et retours de terrain.</p>
      <label className="visually-hidden" htmlFor="newsletter-email">
        Votre adresse e-mail professionnelle
      </label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="vous@entreprise.fr"
          aria-describedby="newsletter-help"
        />
        <button className="button button--primary" type="submit">
          Envoyer
        </button>
      </div>
    </form>
  );
}
