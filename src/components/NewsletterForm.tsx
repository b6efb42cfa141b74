import layout from "../../content/site/layout.yaml";
import { newsletterFormFields } from "../newsletter/form-fields.ts";
import { THANK_YOU_PATH } from "../newsletter/settings.ts";
import { SITE } from "../site.ts";
import { useClientBehaviour } from "./ClientRecord.tsx";
import { useHref } from "./PageContext.tsx";

const NEWSLETTER = layout.footer.newsletter;

/**
 * Spec §2 and §5: an e-mail field (type email) and an 'Envoyer' button. A plain POST of this form
 * is what the provider accepts, so it subscribes without JavaScript; with it, the sign-up chunk
 * (src/client/lazy/newsletter.ts) sends it without leaving the page, reading its provider from
 * these data attributes (data-confirm: the provider double-opts-in). Every byte here is in every
 * page's first round trip.
 */
export function NewsletterForm() {
  useClientBehaviour("newsletter");
  const href = useHref();
  const settings = SITE.newsletter;
  const fields = newsletterFormFields(settings, SITE.lang, SITE.siteUrl + href(THANK_YOU_PATH));
  return (
    <form
      className="newsletter"
      action={settings.endpoint}
      method="post"
      data-newsletter={settings.provider}
      data-confirm={settings.doubleOptIn ? "" : undefined}
      data-already={settings.provider === "generic" ? settings.alreadySubscribedStatus : undefined}
    >
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
          name={fields.email}
          type="email"
          required
          autoComplete="email"
          placeholder={NEWSLETTER.placeholder}
          aria-describedby="newsletter-help newsletter-note"
        />
        <button className="button button--primary" type="submit">
          {NEWSLETTER.submit}
        </button>
      </div>
      <p id="newsletter-note">
        {`${NEWSLETTER.note} `}
        <a href={href("/politique-de-confidentialite/#lettre-information")}>{NEWSLETTER.privacy}</a>
      </p>
      {/* The anti-bot field: out of sight (the UA's own rule for [hidden], which also keeps
          browsers from autofilling it), of the tab order and of the accessibility tree, each by an
          attribute of its own, none resting on a stylesheet that may not load. */}
      <div hidden>
        <input name={fields.honeypot} tabIndex={-1} autoComplete="off" aria-hidden="true" />
      </div>
      {fields.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
