/**
 * The newsletter sign-up's settings (SITE.newsletter in src/site.ts, checked by
 * settings-schema.ts): which provider's form the footer posts to, and how. Each provider is an
 * adapter: the fields the page's form holds (form-fields.ts) and how the script sends them and
 * reads the answer (src/client/newsletter/adapters.ts). SITE.newsletter is null until its owner
 * names a provider: the footer then shows the field and its button, says sign-up is not open yet,
 * and sends nothing anywhere.
 */
interface CommonSettings {
  /** Who keeps the addresses and sends the letter, as the privacy page names it ({{newsletter.providerName}}). */
  providerName: string;
  /** The provider sends a confirmation e-mail first: the success message then asks to check the inbox. */
  doubleOptIn: boolean;
}

/**
 * Brevo's subscription forms (the reference: French, EU-hosted, double opt-in). The list, the
 * confirmation e-mail and the redirection after a plain POST are the form's own, set in Brevo.
 */
interface BrevoSettings extends CommonSettings {
  provider: "brevo";
  /** The `action` of the form's embed code: https://<id>.sibforms.com/serve/<token>. */
  endpoint: string;
}

/** Any service that takes a plain POST of the address: success is a 2xx answer. */
interface GenericSettings extends CommonSettings {
  provider: "generic";
  /** Where the form posts. */
  endpoint: string;
  /** The name of the address's field, as the service reads it: "email". */
  emailField: string;
  /** The list to subscribe to, for services that take it in the post: { field: "l", value: "…" }. */
  list?: { field: string; value: string };
  /** The field the service reads the address to send the visitor back to, if it has one: our thank-you page. */
  redirectField?: string;
  /** The name of the anti-bot field, for a service that checks one itself; else it is checked by the page's script only. */
  honeypotField?: string;
  /** The status the service answers for an address already on the list, if it says so: 409. */
  alreadySubscribedStatus?: number;
}

export type NewsletterSettings = BrevoSettings | GenericSettings;

/** The thank-you page a visitor lands on after a plain POST, where the provider sends them back. */
export const THANK_YOU_PATH = "/newsletter/merci/";
