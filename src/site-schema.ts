import type { SiteConfig, Zod } from "site-generator";
import { cmsBackendSchema } from "./cms-backend-schema.ts";
import { newsletterSchema } from "./newsletter/settings-schema.ts";

/**
 * The schemas of SITE and SPEC (src/site.ts), checked by the generator at each build before
 * anything is written. Made with the schema library it passes: it loads it only when a value or
 * the site's code changed.
 */
export const configSchemas: SiteConfig["schemas"] = (z: Zod) => ({ SITE: siteSchema(z, configFields(z)), SPEC: specSchema(z) });

/** The kinds of value SITE's fields are made of, each with what a deployer reads when one is refused. */
function configFields(z: Zod) {
  const count = (min: number, max: number) => {
    const error = `a whole number from ${min} to ${max}`;
    return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
  };
  return {
    /** An absolute https:// URL: browsers load these (scripts, frames, links), so never over plain http. */
    httpsUrl: z.string().refine((value) => parseUrl(value)?.protocol === "https:", {
      error: "an absolute https:// URL, e.g. https://www.example.fr/page",
    }),
    /** The site's public origin: scheme and host only, no path and no trailing slash. */
    origin: z.string().refine((value) => parseUrl(value)?.protocol === "https:" && parseUrl(value)?.origin === value, {
      error: "the site's https:// origin, with no path and no trailing slash, e.g. https://www.example.fr",
    }),
    text: z.string({ error: "a text" }).trim().min(1, { error: "a non-empty text" }),
    count,
    bytes: count(1, 100_000_000),
    // The generator's rule (packages/generator/src/host/redirects.ts): every host's file must hold it as it is.
    sitePath: z.string({ error: "a site path" }).regex(/^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/?)*$/, {
      error: "a site path: /, then letters, digits and - . _ ~ / only, e.g. /ancienne-page/",
    }),
  };
}

/** Every deployment value of SITE. */
function siteSchema(z: Zod, { httpsUrl, origin, text, count, bytes, sitePath }: ReturnType<typeof configFields>) {
  return z.strictObject({
    productName: text,
    siteUrl: origin,
    loginUrl: httpsUrl,
    schedulingUrl: httpsUrl,
    schedulingScriptUrl: httpsUrl,
    schedulingLoad: z.enum(["consent", "visible"], {
      error: '"consent" (the visitor asks first; the default) or "visible" (loads as the section nears, only where the provider\'s cookies are strictly necessary)',
    }),
    measurement: measurementSchema(z),
    newsletter: newsletterSchema(z),
    region: text,
    timeZone: z.string().refine(isTimeZone, { error: 'an IANA time zone, e.g. "Europe/Paris"' }),
    shareImage: z.strictObject({
      path: z.string().regex(/^\/[^/]/, { error: "a site path starting with /, e.g. /share/default.png" }),
      width: count(1, 10_000),
      height: count(1, 10_000),
    }),
    cspMetaTag: z.boolean({ error: "true or false" }),
    blogPageSize: count(1, 100),
    blogFeedSize: count(1, 100),
    redirects: z.array(z.strictObject({ from: sitePath, to: sitePath })),
    budgets: z.strictObject({
      htmlGzipBytes: bytes,
      cssGzipBytes: bytes,
      jsGzipBytes: bytes,
      searchGzipBytes: bytes,
      largestImageBytes: bytes,
      largestVideoBytes: bytes,
    }),
    lang: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, { error: "a language tag, e.g. fr" }),
    locale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, { error: "a locale written like fr_FR" }),
    cms: z.strictObject({ backend: cmsBackendSchema(z, httpsUrl) }),
  });
}

/** The spec's numbers: positive, and in range where the spec gives one. */
function specSchema(z: Zod) {
  const positive = z.number({ error: "a positive number" }).positive({ error: "a positive number" });
  return z
    .record(z.string(), z.union([positive, z.strictObject({ min: positive, max: positive })]))
    .superRefine((spec, context) => {
      for (const [key, value] of Object.entries(spec)) {
        if (typeof value === "object" && value.min > value.max) {
          context.addIssue({ code: "custom", path: [key], message: "a range whose min is not above its max" });
        }
        if (key.endsWith("Percent") && typeof value === "number" && value > 100) {
          context.addIssue({ code: "custom", path: [key], message: "a percentage from 0 to 100" });
        }
      }
    });
}

/**
 * SITE.measurement: null, or a provider with where its events go and the facts the privacy policy
 * states of it. The endpoint may be plain http on this machine only (a local stand-in, as the
 * tests use); anywhere else the visitor's browser would send it in clear.
 */
function measurementSchema(z: Zod) {
  const endpoint = z.string().refine((value) => {
    const url = parseUrl(value);
    return url?.protocol === "https:" || (url?.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname));
  }, { error: "an absolute https:// URL, e.g. https://plausible.io/api/event" });
  const domain = z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { error: "the site's domain as the provider knows it, e.g. www.example.fr" });
  const siteId = z.string().regex(/^\d+$/, { error: 'the site\'s id in Matomo, in digits, e.g. "1"' });
  const dimension = { error: "the id of a custom dimension of scope Action in Matomo, a whole number, e.g. 1" };
  const examples = { providerName: '"Plausible Insights OÜ (Estonie)"', hosting: '"Union européenne (Allemagne)"', keeps: '"Plausible ne les enregistre pas."' };
  const sentence = (field: keyof typeof examples) =>
    z.string({ error: `a text for the privacy policy, e.g. ${examples[field]}` }).trim().min(1, { error: `a non-empty text for the privacy policy, e.g. ${examples[field]}` });
  const months = { error: "a whole number of months from 1 to 25 (the CNIL exempts from consent a measurement whose statistics are kept 25 months at most)" };
  const facts = {
    providerName: sentence("providerName"),
    hosting: sentence("hosting"),
    keeps: sentence("keeps"),
    retentionMonths: z.number(months).int(months).min(1, months).max(25, months),
  };
  return z
    .discriminatedUnion(
      "provider",
      [
        z.strictObject({ provider: z.literal("plausible"), endpoint, domain, ...facts }),
        z.strictObject({ provider: z.literal("matomo"), endpoint, siteId, campaignDimension: z.number(dimension).int(dimension).min(1, dimension).optional(), ...facts }),
      ],
      {
        error:
          'null (no measurement), or an object whose provider is "plausible" (with endpoint and domain) or "matomo" (with endpoint and siteId), ' +
          "each with providerName, hosting, keeps and retentionMonths (docs/privacy.md)",
      },
    )
    .nullable();
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
