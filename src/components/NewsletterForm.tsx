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
 * Where the form is drawn: `id` is the base of its elements' ids ("newsletter-email"), unique on
 * the page, as the footer's form is on every page; a composed page's newsletter section gives its
 * own, and its own title and text (the footer's by default) under a heading of its level.
 */
interface FormPlace {
  id: string;
  title: string;
  text: string;
  titleClassName?: string;
}

/**
 * Spec §2 and §5: an e-mail field (type email) and an 'Envoyer' button, whether or not the site
 * has a provider to send the address to (SITE.newsletter). Every byte here is in every page's
 * first round trip.
 */
export function NewsletterForm({ id = "newsletter", title = NEWSLETTER.title, text = NEWSLETTER.text, titleClassName = "site-footer__title" }: Partial<FormPlace>) {
  const place = { id, title, text, titleClassName };
  return SITE.newsletter ? <OpenForm settings={SITE.newsletter} place={place} /> : <ClosedForm place={place} />;
}

/**
 * A plain POST of this form is what the provider accepts, so it subscribes without JavaScript;
 * with it, the sign-up chunk (src/client/lazy/newsletter.ts) sends it without leaving the page,
 * reading its provider from these data attributes (data-confirm: the provider double-opts-in).
 */
function OpenForm({ settings, place }: { settings: NewsletterSettings; place: FormPlace }) {
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
        place={place}
        input={{ name: fields.email, required: true, autoComplete: "email", "aria-describedby": `${place.id}-help ${place.id}-note` }}
        button={{ type: "submit" }}
      />
      <p className="newsletter__note" id={`${place.id}-note`}>
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
function ClosedForm({ place }: { place: FormPlace }) {
  return (
    <div className="newsletter" data-state="closed">
      <Fields
        place={place}
        input={{ readOnly: true, autoComplete: "off", "aria-describedby": `${place.id}-help ${place.id}-closed` }}
        button={{ type: "button", "aria-disabled": true, "aria-describedby": `${place.id}-closed` }}
      />
      <p className="newsletter__note" id={`${place.id}-closed`}>{messages.closed}</p>
    </div>
  );
}

/** The title, what the letter is, and the e-mail field beside its button. */
function Fields({ place, input, button }: { place: FormPlace; input: InputHTMLAttributes<HTMLInputElement>; button: ButtonHTMLAttributes<HTMLButtonElement> }) {
  return (
    <>
      <h2 className={place.titleClassName} id={`${place.id}-title`}>
        {place.title}
      </h2>
      <p id={`${place.id}-help`}>{place.text}</p>
      <label className="visually-hidden" htmlFor={`${place.id}-email`}>
        {NEWSLETTER.label}
      </label>
      <div className="newsletter__row">
        <input id={`${place.id}-email`} type="email" placeholder={NEWSLETTER.placeholder} {...input} />
        <button className="button button--primary" {...button}>
          {NEWSLETTER.submit}
        </button>
      </div>
    </>
  );
}
