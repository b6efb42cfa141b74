import layout from "../../content/site/layout.yaml";
import { SITE } from "../site.ts";

const NEWSLETTER = layout.footer.newsletter;

/** Spec §2 and §5: an e-mail field (type email, no other rule) and an 'Envoyer' button. */
export function NewsletterForm() {
  return (
    <form className="newsletter" action={SITE.newsletterEndpoint} method="post">
      <h2 className="site-footer__title" id="newsletter-title">
        {NEWSLETTER.title}
      </h2>
      <p id="newsletter-help">{NEWSLETTER.text}</p>
      <label className="visually-hidden" htmlFor="newsletter-email">
        {NEWSLETTER.label}
      </label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={NEWSLETTER.placeholder}
          aria-describedby="newsletter-help"
        />
        <button className="button button--primary" type="submit">
          {NEWSLETTER.submit}
        </button>
      </div>
    </form>
  );
}
