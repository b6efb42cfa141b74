import type { ButtonHTMLAttributes, InputHTMLAttributes } from "react";
import layout from "../../content/site/layout.yaml";
import messages from "../../content/site/newsletter.yaml";
import { newsletterFormFields } from "../newsletter/form-fields.ts";
import { THANK_YOU_PATH, type NewsletterSettings } from "../newsletter/settings.ts";
import { SITE } from "../site.ts";
import { useClientBehaviour } from "./ClientRecord.tsx";
import { useHref } from "./PageContext.tsx";

const NEWSLETTER = layout.footer.newsletter;

/**
 * Spec §2 and §5: an e-mail field (type email) and an 'Envoyer' button, whether or not the site
 * has a provider to send the address to (SITE.newsletter). Every byte here is in every page's
 * first round trip.
 */
export function NewsletterForm() {
  return SITE.newsletter ? <OpenForm settings={SITE.newsletter} /> : <ClosedForm />;
}

/**
 * A plain POST of this form is what the provider accepts, so it subscribes without JavaScript;
 * with it, the sign-up chunk (src/client/lazy/newsletter.ts) sends it without leaving the page,
 * reading its provider from these data attributes (data-confirm: the provider double-opts-in).
 */
function OpenForm({ settings }: { settings: NewsletterSettings }) {
  useClientBehaviour("newsletter");
  const href = useHref();
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
      <Fields
        input={{ name: fields.email, required: true, autoComplete: "email", "aria-describedby": "newsletter-help newsletter-note" }}
        button={{ type: "submit" }}
      />
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

/**
 * No provider yet: the same field and button, and the sentence that says sign-up is not open,
 * which both are described by. No <form>: without JavaScript, Enter in a form's only field
 * submits it even with no submit button, and this must send nothing, anywhere. The field is
 * read-only (no one types an address for nothing) and the button says it is unavailable while
 * staying in the tab order, where a screen reader reads why. No script either: the words are in
 * the page.
 */
function ClosedForm() {
  return (
    <div className="newsletter" data-state="closed">
      <Fields
        input={{ readOnly: true, autoComplete: "off", "aria-describedby": "newsletter-help newsletter-closed" }}
        button={{ type: "button", "aria-disabled": true, "aria-describedby": "newsletter-closed" }}
      />
      <p id="newsletter-closed">{messages.closed}</p>
    </div>
  );
}

/** The title, what the letter is, and the e-mail field beside its button. */
function Fields({ input, button }: { input: InputHTMLAttributes<HTMLInputElement>; button: ButtonHTMLAttributes<HTMLButtonElement> }) {
  return (
    <>
      <h2 className="site-footer__title" id="newsletter-title">
        {NEWSLETTER.title}
      </h2>
      <p id="newsletter-help">{NEWSLETTER.text}</p>
      <label className="visually-hidden" htmlFor="newsletter-email">
        {NEWSLETTER.label}
      </label>
      <div className="newsletter__row">
        <input id="newsletter-email" type="email" placeholder={NEWSLETTER.placeholder} {...input} />
        <button className="button button--primary" {...button}>
          {NEWSLETTER.submit}
        </button>
      </div>
    </>
  );
}
