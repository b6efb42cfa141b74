import type { CmsBackend } from "site-generator";
import type { NewsletterSettings } from "./newsletter/settings.ts";

/**
 * SITE: every deployment value a developer owns and every constant of the spec, in one place. The
 * values the team owns (the company's identity and legal mentions, the host, the contact e-mail,
 * the providers and partners named on the pages) are in content/site/company.yaml, which the
 * editor at /admin/ edits.
 *
 * The project ships with stand-ins that let the site build out of the box, each carrying one of
 * PLACEHOLDER_MARKS. `site build` lists every value of SITE and content/site/company.yaml still
 * carrying one, as a warning, and `site build --strict` refuses to build with any: replace them
 * before publishing.
 */
export const PLACEHOLDER_MARKS: readonly RegExp[] = [
  // A stand-in is told by a mark no real value carries, never by being equal to a value: a real
  // value may be the one the project ships (Calendly's script, its legal name).
  // The word itself, in English or French: example.com and its subdomains (reserved for
  // examples, RFC 2606), a path such as calendly.com/example/, a company or partner so named.
  /\b(example|exemple)\b/i,
  // An identification number of zeros (RCS, VAT).
  /\b000 ?000 ?000\b/,
  // A person's name not yet given.
  /\bPrénom Nom\b/,
];

export const SITE = {
  productName: "Chantier Radar",
  /** Public origin, without trailing slash: canonical URLs and sitemap. */
  siteUrl: "https://www.example.com",
  /** The separate application's login page (spec §1: opens in a new tab). */
  loginUrl: "https://app.example.com/connexion",
  /** The scheduling provider's demo page, embedded in #prise-de-rdv, and its widget script. */
  schedulingUrl: "https://calendly.com/example/demo-30-min",
  schedulingScriptUrl: "https://assets.calendly.com/assets/external/widget.js",
  /**
   * "consent": nothing is asked of the provider until the visitor clicks to show the widget (their
   * consent, remembered 13 months at most), then it loads as the section nears (spec §2). "visible":
   * the spec's behaviour with no prompt, where a contract makes the provider's cookies strictly
   * necessary (docs/privacy.md, "Consent before the booking widget").
   */
  schedulingLoad: "consent" as "consent" | "visible",
  /**
   * Audience measurement with no cookie and no identifier (docs/privacy.md, "Audience measurement"):
   * null, the default, counts nothing and sends nothing (no script, no provider in the
   * Content-Security-Policy, no objection offered; the privacy policy says the site measures
   * nothing, and every build says it is off). To switch it on, say where the events go and what the
   * privacy policy tells visitors of the provider (the Measurement type below says each field):
   *   Plausible's cloud: { provider: "plausible", endpoint: "https://plausible.io/api/event",
   *     domain: "<the site's domain as added in Plausible>", providerName: "Plausible Insights OÜ (Estonie)",
   *     hosting: "Union européenne (Allemagne)", keeps: "Plausible ne les enregistre pas : …", retentionMonths: 25 }
   *   A Matomo of your own: { provider: "matomo", endpoint: "https://stats.<domain>/matomo.php", siteId: "1",
   *     providerName: "<your host>, qui héberge notre Matomo", hosting: "France (<your host>)",
   *     keeps: "<what your Matomo keeps of the IP address>", retentionMonths: <the deletion you set, 25 at most>,
   *     campaignDimension: <optional: an action-scoped custom dimension's id, for the campaign of a page view> }
   */
  measurement: null as Measurement | null,
  /**
   * The footer's newsletter sign-up, or null until a provider is chosen: the footer then shows its
   * field and button and says sign-up is not open yet, and nothing is sent anywhere. To open it
   * (docs/newsletter.md, "Switching it on"): a Brevo form, { provider: "brevo", endpoint: the action
   * of its embed code, providerName, doubleOptIn }; or any service taking a POST, { provider:
   * "generic", endpoint, providerName, doubleOptIn, emailField } and, where it has them, `list`,
   * `redirectField`, `honeypotField`, `alreadySubscribedStatus` (src/newsletter/settings.ts says
   * what each field means).
   */
  newsletter: null as NewsletterSettings | null,
  region: "Alsace Grand Est",
  /** Where readers and writers are: the day of the build, which decides what is scheduled, is taken there. */
  timeZone: "Europe/Paris",
  /** Default image for link previews (Open Graph, Twitter), made by scripts/make-share-image.ts. */
  shareImage: {
    path: "/share/default.png",
    width: 1200,
    height: 630,
    // Its description (alt) is in content/site/layout.yaml, with the other texts.
  },
  /**
   * Also write the Content-Security-Policy as a <meta> tag in every page, for hosts that cannot
   * set headers (GitHub Pages). A meta policy cannot carry frame-ancestors.
   */
  cspMetaTag: false,
  /** Articles per page of the blog listing, after the three at its top. */
  blogPageSize: 9,
  /**
   * Articles in the blog's Atom feed, the newest: readers fetch it often and keep what they have
   * read, so it stays a few tens of kB however many articles the blog holds. A reader fetching it
   * once a month misses none unless the blog publishes more than this in that month.
   */
  blogFeedSize: 20,
  /**
   * Permanent (301) redirects for pages that moved: { from: "/ancienne-page/", to: "/nouvelle-page/" }.
   * An article's former URLs go in its own front matter (`redirectFrom`). Every host's file holds
   * them (docs/deploy.md); `site check` fails on a target the build does not have, a source that is
   * still a page or is redirected twice, and a redirect to another redirect.
   */
  redirects: [] as { from: string; to: string }[],
  /** Size budgets `site check` enforces: going over names the file and fails. */
  budgets: {
    /** Per page, gzipped. */
    htmlGzipBytes: 20_000,
    /** The stylesheets a page links (the shared one and its own), each gzipped. */
    cssGzipBytes: 8_000,
    /**
     * All the JavaScript a page can download, gzipped: its loader, enhance.ts, its islands with
     * React's runtime, its behaviours and what they ask for as the visitor comes to them (the
     * newsletter form, the cookie dialog, the header's search dialog). One budget for every page:
     * about 1.5 % over the heaviest, the home page (94.1 kB with a provider for the measurement and
     * the newsletter: the FAQ and the results' tooltips), whose sections any page the team composes
     * may hold (docs/performance.md, "JavaScript per page").
     */
    jsGzipBytes: 95_500,
    /**
     * The search's code, which a page asks for only once the visitor opens the search: Pagefind's
     * script, its worker and its French WebAssembly (85.4 kB with Pagefind 1.6), about 2 % over it.
     */
    searchGzipBytes: 87_000,
    largestImageBytes: 200_000,
    largestVideoBytes: 500_000,
  },
  lang: "fr",
  locale: "fr_FR",
  /**
   * Where the editor at /admin/ saves in production, each change a pull request on this repository
   * that "Publier" merges, and how editors sign in (docs/cms.md, one setting per host):
   * GitHub, `base_url` the origin of the OAuth proxy, or "https://api.netlify.com" on Netlify;
   * GitLab, { name: "gitlab", repo, branch, auth_type: "pkce", app_id };
   * Forgejo (Codeberg included), { name: "forgejo", repo, branch, api_root: "https://…/api/v1", app_id }.
   */
  cms: {
    backend: { name: "github", repo: "exemple/site-chantier-radar", branch: "main", base_url: "https://oauth.example.com" } as CmsBackend,
  },
} as const;

/** Where the audience measurement's events go: the provider's API, and the site as the provider knows it. */
export type Measurement = (
  | { provider: "plausible"; endpoint: string; domain: string }
  | {
      provider: "matomo";
      endpoint: string;
      siteId: string;
      /**
       * The id of a custom dimension of the visit's actions (Matomo: Administration › Websites ›
       * Custom Dimensions, scope "Action"), which then holds a composed page's campaign on its page
       * view and demo-button clicks; without it, only the clicks name the campaign (as the event's name).
       */
      campaignDimension?: number;
    }
) &
  MeasurementFacts;

/**
 * What the privacy policy tells visitors of the measurement's provider, each written once, here:
 * the facts change with the provider, together with its endpoint (docs/privacy.md says what to
 * write for Plausible's cloud and for a Matomo of one's own).
 */
interface MeasurementFacts {
  /** Who receives the events, with its country: named among the recipients and in the cookie dialog. */
  providerName: string;
  /** Where the events are stored: "Union européenne (Allemagne)", "France (notre hébergeur, Roubaix)". */
  hosting: string;
  /** What the provider keeps of the IP address and browser name every request carries: a sentence. */
  keeps: string;
  /** How long the statistics are kept, in months: 25 at most, the CNIL's limit for measurement exempt from consent. */
  retentionMonths: number;
}

/** The spec's constants (§9). Units are in the names. */
export const SPEC = {
  trialDays: 7,
  demoMinutes: 30,
  anticipationMonths: { min: 6, max: 12 },
  timeSavedPercent: 70,
  exclusiveProjectsMultiplier: 3,
  marginGainPercent: 15,
  dataAccuracyPercent: 99,
  reliabilityScoreExamplePercent: 95,
  latePaymentLegalRateMultiplier: 3,
  recoveryFeeEuros: 40,
  liabilityCapMonths: 12,
  termsChangeNoticeDays: 30,
  schedulingWidgetMinWidthPx: 320,
  schedulingWidgetHeightPx: 700,
  schedulingLazyMarginPx: 100,
  hashScrollDelayMs: 100,
  tooltipDelayMs: 700,
} as const;
