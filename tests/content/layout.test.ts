import { beforeAll, describe, expect, it } from "vitest";
import { SITE } from "../../src/site.ts";
import { fileOf, plainText, readPage } from "../helpers/read-dist.ts";
import { projectBuild } from "../helpers/project-build.ts";
import { NOT_FOUND_FILE, SPEC_ROUTES } from "../helpers/spec-routes.ts";
import OWNER from "../../content/site/company.yaml";
import MESSAGES from "../../content/site/newsletter.yaml";

const PAGES = [...SPEC_ROUTES, NOT_FOUND_FILE];

const NAV_PATHS = ["/", "/signaux-affaires/", "/veille-appels-offres/", "/prospection-b2b/", "/blog/"];

describe("header and footer on every page", () => {
  let out: string;

  beforeAll(async () => {
    out = await projectBuild();
  });

  describe.each(PAGES)("%s", (route) => {
    const page = () => readPage(out, fileOf(route));

    it("starts with a skip link to the main content", () => {
      const skip = page().querySelector("a.skip-link");
      expect(skip?.getAttribute("href")).toBe("#contenu");
      expect(page().querySelector("main")?.id).toBe("contenu");
    });

    it("links the five pages of the navigation and marks the current one", () => {
      const links = [...page().querySelectorAll(".site-nav a")];
      expect(links.map((a) => a.getAttribute("href"))).toEqual(NAV_PATHS);
      const current = links.filter((a) => a.getAttribute("aria-current") === "page").map((a) => a.getAttribute("href"));
      expect(current).toEqual(NAV_PATHS.includes(route) ? [route] : []);
    });

    it("opens the login in a new tab and leads the demo button to the booking anchor", () => {
      const login = page().querySelector(`.site-header a[href="${SITE.loginUrl}"]`);
      expect(login?.getAttribute("target")).toBe("_blank");
      expect(login?.getAttribute("rel")).toBe("noopener noreferrer");
      const demo = [...page().querySelectorAll(".site-header a")].find((a) => plainText(a) === "Réserver une démo");
      expect(demo?.getAttribute("href")).toBe("/#prise-de-rdv");
    });

    it("has the mobile menu toggle controlling the menu", () => {
      const toggle = page().querySelector(".menu-toggle");
      // The browser exposes the popover's state; HTML forbids aria-expanded beside popovertarget.
      expect(toggle?.hasAttribute("aria-expanded")).toBe(false);
      // React writes the attribute as popoverTarget; HTML attribute names ignore case.
      expect(toggle?.getAttribute("popoverTarget") ?? toggle?.getAttribute("popovertarget")).toBe("site-menu");
      expect(page().getElementById(toggle?.getAttribute("aria-controls") ?? "")).not.toBeNull();
    });

    it("has every footer item of the spec", () => {
      const footer = page().querySelector("footer")!;
      const hrefs = [...footer.querySelectorAll("a")].map((a) => a.getAttribute("href"));
      for (const href of ["/signaux-affaires/", "/veille-appels-offres/", "/prospection-b2b/"]) expect(hrefs).toContain(href);
      for (const href of ["/mentions-legales/", "/cgu-cgv/", "/politique-de-confidentialite/"]) expect(hrefs).toContain(href);
      expect(hrefs).toContain(`mailto:${OWNER.contactEmail}`);
      expect(hrefs).toContain(OWNER.socialUrl);
      expect(plainText(footer)).toContain("Alsace Grand Est");
      // The two resource placeholders lead nowhere, so they are text, not links.
      const placeholders = [...footer.querySelectorAll(".site-footer__placeholder")].map((node) => plainText(node));
      expect(placeholders).toEqual(["Blog", "API & Intégrations"]);
      for (const node of footer.querySelectorAll(".site-footer__placeholder")) expect(node.closest("a")).toBeNull();
    });

    it("has the newsletter e-mail field with its label and the 'Envoyer' button", () => {
      const input = page().querySelector("footer input#newsletter-email");
      expect(input?.getAttribute("type")).toBe("email");
      expect(page().querySelector('label[for="newsletter-email"]')).not.toBeNull();
      expect(plainText(page().querySelector("footer .newsletter button")!)).toBe("Envoyer");
    });

    // The same built page with either setting: newsletter-closed.test.ts builds the other.
    const newsletter = SITE.newsletter;
    it.runIf(newsletter)("posts the newsletter form to its provider, says under the field what the address is for, and links the privacy page's newsletter section", () => {
      const form = page().querySelector("footer form.newsletter")!;
      expect(form.getAttribute("action")).toBe(newsletter!.endpoint);
      expect(form.getAttribute("method")).toBe("post");
      const note = page().querySelector("#newsletter-note")!;
      expect(plainText(note)).toMatch(/désinscription en un clic/);
      expect(note.querySelector("a")?.getAttribute("href")).toBe("/politique-de-confidentialite/#lettre-information");
      expect(page().querySelector("#newsletter-email")?.getAttribute("aria-describedby")).toContain("newsletter-note");
    });

    it.runIf(newsletter)("hides the newsletter's anti-bot field from people, the tab order and assistive technology, each by an attribute", () => {
      const trap = page().querySelector("footer form.newsletter [hidden] > input")!;
      expect(trap.parentElement?.hasAttribute("hidden")).toBe(true);
      expect(trap.getAttribute("tabindex")).toBe("-1");
      expect(trap.getAttribute("aria-hidden")).toBe("true");
    });

    it.runIf(!newsletter)("says under the newsletter field that sign-up is not open yet, in no form that could post it", () => {
      expect(plainText(page().querySelector("footer #newsletter-closed")!)).toBe(plainText({ textContent: MESSAGES.closed }));
      expect(page().querySelector("#newsletter-email")?.getAttribute("aria-describedby")).toContain("newsletter-closed");
      expect(page().querySelector("footer form")).toBeNull();
    });
  });

  it("renders the 404 page with its three required texts", () => {
    const doc = readPage(out, "404.html");
    const main = plainText(doc.querySelector("main")!);
    expect(main).toContain("404");
    expect(main).toContain("Oops! Page not found");
    const home = [...doc.querySelectorAll("main a")].find((a) => plainText(a) === "Return to Home");
    expect(home?.getAttribute("href")).toBe("/");
  });
});
