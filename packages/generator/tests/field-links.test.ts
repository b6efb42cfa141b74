import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldLink, fieldLinks } from "../src/content/field-links.ts";

// A menu of links, each with its words and its address (`format: "site-path"`), beside a text that is no address.
const LINK = z.strictObject({ label: z.string(), path: z.string().meta({ format: "site-path" }) });
const MENU = z.strictObject({ title: z.string(), links: z.array(LINK) });

describe("a field holding a site path", () => {
  it("leads to the page and fragment it names, written without the base path", () => {
    expect(fieldLink("/cgu-cgv/?ref=pied#essai%20gratuit", 7, "links[0].path")).toEqual({
      href: "/cgu-cgv/?ref=pied#essai%20gratuit",
      path: "/cgu-cgv/",
      fragment: "essai gratuit",
      line: 7,
      field: "links[0].path",
      isField: true,
    });
  });

  it("leads to its own page when it is a fragment alone", () => {
    expect(fieldLink("#faq", 3, "cta.path")).toMatchObject({ path: "", fragment: "faq" });
  });

  it("keeps a path not from the root as written, which no page has", () => {
    expect(fieldLink("tarifs/", 3, "cta.path")).toMatchObject({ path: "tarifs/", fragment: null });
  });

  it.each(["https://un-autre-site.fr/tarifs/", "mailto:equipe@un-autre-site.fr", "tel:+33100000000", "//cdn.un-autre-site.fr/x.pdf"])("leaves another site's address, %s, unfollowed", (value) => {
    expect(fieldLink(value, 1, "cta.path")).toBeUndefined();
  });

  it("is found wherever the schema marks it, with its line and the field's name", () => {
    const data = MENU.parse({ title: "/pas-une-adresse/", links: [{ label: "Blog", path: "/blog/" }, { label: "Ailleurs", path: "https://un-autre-site.fr/" }] });
    const lines = new Map([["links.0.path", 4]]);
    expect(fieldLinks(MENU, data, (path) => lines.get(path.join(".")))).toEqual([
      { href: "/blog/", path: "/blog/", fragment: null, line: 4, field: "links[0].path", isField: true },
    ]);
  });
});
