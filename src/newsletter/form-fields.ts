import type { NewsletterSettings } from "./settings.ts";

/** What the page's form holds for a provider: a plain POST of it is what the provider accepts. */
export interface NewsletterFormFields {
  /** The address field's name. */
  email: string;
  /** Hidden fields posted with it, in order. */
  hidden: [name: string, value: string][];
  /**
   * The anti-bot field's name, when the provider checks it itself: people never see it, a bot
   * filling every field does. Without a name it is not posted and only the script checks it.
   */
  honeypot?: string;
}

/** The form's fields for the configured provider; `thankYouUrl` is the absolute URL of our thank-you page. */
export function newsletterFormFields(settings: NewsletterSettings, lang: string, thankYouUrl: string): NewsletterFormFields {
  if (settings.provider === "brevo") {
    // The fields of Brevo's embed code (docs/newsletter.md): EMAIL; email_address_check, its
    // anti-bot field, posted empty (Brevo drops a submission that fills it); locale, the language
    // of its answers and confirmation e-mail; html_type, the kind of form. Its list and its
    // redirection after a plain POST are the form's own settings in Brevo.
    return { email: "EMAIL", hidden: [["locale", lang], ["html_type", "simple"]], honeypot: "email_address_check" };
  }
  const hidden: [string, string][] = [];
  if (settings.list) hidden.push([settings.list.field, settings.list.value]);
  if (settings.redirectField) hidden.push([settings.redirectField, thankYouUrl]);
  return { email: settings.emailField, hidden, honeypot: settings.honeypotField };
}
