import { LOADER_START_HASH } from "../components/LoaderStart.tsx";
import { SPECULATION_RULES_HASH } from "../components/SpeculationRules.tsx";

/** What the policy needs to know of the site: the third parties it embeds. */
export interface PolicySite {
  schedulingUrl: string;
  schedulingScriptUrl: string;
  newsletter: { endpoint: string } | null;
  measurement: { endpoint: string } | null;
}

/**
 * The Content-Security-Policy: the site itself, plus the scheduling provider's script and frame,
 * the newsletter provider, which the form posts to and the sign-up script fetches, and the
 * measurement's endpoint where SITE.measurement names one; a provider left unset (null) is
 * allowed nothing: no provider is reachable from a page of a site that does not use it.
 * Two inline scripts, each allowed by the hash of its constant text (the speculation rules and the
 * loader's start), no eval (WebAssembly's compilation only, for the search), no inline style element.
 * Style attributes are allowed (React writes a few: the widget's size, animation delays). It depends
 * on src/site.ts only, never on a build's output (no hash of a file), so a host configured from one
 * build stays right for the next.
 */
export function contentSecurityPolicy(site: PolicySite, { forMetaTag = false } = {}): string {
  const script = new URL(site.schedulingScriptUrl).origin;
  const frame = new URL(site.schedulingUrl).origin;
  const newsletter = site.newsletter ? ` ${new URL(site.newsletter.endpoint).origin}` : "";
  const directives = [
    "default-src 'self'",
    // The speculation rules and the loader's start of every page, by the hashes of their texts
    // (src/components/SpeculationRules.tsx, LoaderStart.tsx), and no other inline script.
    // 'wasm-unsafe-eval': the search (Pagefind) compiles its WebAssembly, fetched from 'self', with
    // WebAssembly.instantiate, which a policy without it blocks; it allows no eval of JavaScript.
    `script-src 'self' ${script} ${SPECULATION_RULES_HASH} ${LOADER_START_HASH} 'wasm-unsafe-eval'`,
    `style-src 'self' ${script}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    // Fonts and media: default-src 'self' says it. Every byte of these headers is in each page's
    // first round trip (nginx repeats them in full on every HTTP/2 response).
    // The newsletter's origin, and the measurement's endpoint and no other (a URL with a path
    // matches that path only); 'self' for `site serve`'s live reload and its measurement sink.
    `connect-src 'self'${newsletter}${site.measurement ? ` ${site.measurement.endpoint}` : ""}`,
    `frame-src ${frame}`,
    // Also where a plain POST's redirection may lead: the provider sends the visitor back to 'self'.
    `form-action 'self'${newsletter}`,
    "base-uri 'self'",
    "object-src 'none'",
    // Ignored in a <meta> policy, so left out of it.
    ...(forMetaTag ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join("; ");
}

/** Every response's security headers, the policy included. */
export function securityHeaders(site: PolicySite): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(site),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // interest-cohort (FLoC) is gone from browsers, which now warn of it as an unknown feature.
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    // No X-Frame-Options: frame-ancestors 'none' supersedes it in every browser the site supports.
  };
}

