import type { Zod } from "site-generator";

/**
 * The schema of SITE.newsletter (settings.ts): null (no sign-up), or one object per provider told
 * apart by `provider`. Its messages say what is expected: the build prints
 * `SITE.newsletter.endpoint is "…"; expected …`.
 */
export function newsletterSchema(z: Zod) {
  const text = z.string({ error: "a text" }).trim().min(1, { error: "a non-empty text" });
  const field = z.string({ error: "a form field name" }).regex(/^[A-Za-z_][\w.[\]-]*$/, {
    error: 'a form field name: letters, digits, "_", "-", e.g. "email"',
  });
  const common = { providerName: text, doubleOptIn: z.boolean({ error: "true or false" }) };

  const brevo = z.strictObject({
    provider: z.literal("brevo"),
    endpoint: z.string({ error: "a URL" }).refine(isBrevoEndpoint, {
      error: "the action URL of the Brevo form's embed code, https://<id>.sibforms.com/serve/<token>",
    }),
    ...common,
  });

  const generic = z
    .strictObject({
      provider: z.literal("generic"),
      endpoint: z.string({ error: "a URL" }).refine((value) => isFormUrl(parseUrl(value)), {
        error: "an absolute https:// URL, e.g. https://lettre.example.fr/subscribe",
      }),
      ...common,
      emailField: field,
      list: z.strictObject({ field, value: text }).optional(),
      redirectField: field.optional(),
      honeypotField: field.optional(),
      alreadySubscribedStatus: z
        .number({ error: "an HTTP status" })
        .int({ error: "an HTTP status" })
        .min(400, { error: "a client error status, 400 to 499, e.g. 409" })
        .max(499, { error: "a client error status, 400 to 499, e.g. 409" })
        .optional(),
    })
    .superRefine((settings, context) => {
      // One field of the form each: a list or redirect field named like the address would overwrite it.
      const names = [settings.emailField, settings.list?.field, settings.redirectField, settings.honeypotField].filter(Boolean);
      if (new Set(names).size < names.length) {
        context.addIssue({ code: "custom", path: ["emailField"], message: "field names used once each (emailField, list.field, redirectField, honeypotField)" });
      }
    });

  return z
    .discriminatedUnion("provider", [brevo, generic], {
      error: (issue) => {
        if (issue.code === "invalid_union") return '"brevo" (a Brevo form) or "generic" (any endpoint taking a POST)';
        if (issue.code === "invalid_type") return 'null (no sign-up), or an object whose provider is "brevo" or "generic" (docs/newsletter.md)';
        return undefined;
      },
    })
    .nullable();
}

/**
 * https://, or http:// to this machine: browsers treat 127.0.0.1 and localhost as secure, and a
 * local stand-in for the provider (the browser tests') has no certificate.
 */
function isFormUrl(url: URL | undefined): url is URL {
  if (!url) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname));
}

/** Brevo's form endpoints are https://sibforms.com/serve/… or on a subdomain of it (its embed code's action). */
function isBrevoEndpoint(value: string): boolean {
  const url = parseUrl(value);
  if (!isFormUrl(url) || !/^\/serve\/[\w=-]+$/.test(url.pathname) || url.search) return false;
  return url.protocol === "http:" || url.hostname === "sibforms.com" || url.hostname.endsWith(".sibforms.com");
}

function parseUrl(value: string): URL | undefined {
  return URL.canParse(value) ? new URL(value) : undefined;
}
