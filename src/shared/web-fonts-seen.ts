/**
 * The sessionStorage key that says the web fonts have arrived on an earlier page of the visit:
 * written by the client once they are in (src/client/behaviours/web-fonts.ts), read by the page's
 * first script (src/components/LoaderStart.tsx) to use them before the first paint.
 */
export const WEB_FONTS_SEEN = "web-fonts-loaded";
