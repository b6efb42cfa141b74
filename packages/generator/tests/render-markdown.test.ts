import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFrontMatter } from "../src/content/front-matter.ts";
import { createMarkdownRenderer } from "../src/content/render-markdown.ts";

const render = createMarkdownRenderer({ base: "/sous-dossier/", sitePath: "/blog/", siteUrl: "https://www.example.fr" });
const place = { file: "content/legal/x.md", line: 7 };

describe("collections' Markdown", () => {
  it("keeps a heading's explicit id, and gives the others GitHub's", async () => {
    const { html } = await render("## Éditeur du site {#editeur}\n\n## Hébergeur\n", place);
    expect(html).toContain('<h2 id="editeur">Éditeur du site</h2>');
    expect(html).toContain('<h2 id="hébergeur">Hébergeur</h2>');
  });

  it("cuts the body at its h2 and h3, each part with its heading's id, HTML, text and line", async () => {
    const { parts } = await render("Intro.\n\n## Un *titre* {#un}\n\nTexte.\n\n### Sous-titre {#deux}\n\n#### Plus bas\n\nFin.\n", place);
    expect(parts.map((part) => part.heading?.id)).toEqual([undefined, "un", "deux"]);
    expect(parts[0]!.html).toBe("<p>Intro.</p>\n");
    expect(parts[1]!.heading).toEqual({ depth: 2, id: "un", html: "Un <em>titre</em>", text: "Un titre", line: 9 });
    expect(parts[2]!.html).toBe('<h4 id="plus-bas">Plus bas</h4>\n<p>Fin.</p>\n');
  });

  it("refuses, with its line, a heading without an id where the collection requires them", async () => {
    await expect(render("Texte.\n\n## Force majeure\n", { ...place, explicitHeadingIds: true })).rejects.toThrow(
      "content/legal/x.md:9: l'intertitre « Force majeure » n'a pas d'identifiant : écrivez « ## Force majeure {#force-majeure} »",
    );
  });

  it("refuses an id that is not lowercase letters, digits and hyphens", async () => {
    await expect(render("## Titre {#Mon_Id}\n", place)).rejects.toThrow(
      "content/legal/x.md:7: l'identifiant « Mon_Id » de l'intertitre doit être en lettres minuscules, chiffres et tirets, par exemple {#titre}",
    );
  });

  it("writes a term and its definition lines as a definition list, links under the base path", async () => {
    const { html } = await render("Capital social\n: 1 000 €\n\nContact\n: [conditions](/cgu-cgv/)\n: contact@example.fr\n", place);
    expect(html).toBe(
      "<dl>\n<div><dt>Capital social</dt><dd>1 000 €</dd></div>\n" +
        '<div><dt>Contact</dt><dd><a href="/sous-dossier/cgu-cgv/">conditions</a></dd>' +
        '<dd><a href="mailto:contact@example.fr">contact@example.fr</a></dd></div>\n</dl>\n',
    );
  });

  it("gives a table the caption written just before it, and header cells their scope", async () => {
    const { html } = await render("Table: Durées de conservation\n\n| Données | Durée |\n| --- | --- |\n| Prospects | 3 ans |\n", place);
    expect(html).toContain("<table>\n<caption>Durées de conservation</caption>\n<thead>");
    expect(html).toContain('<th scope="col">Données</th>');
    expect(html).not.toContain("Table:");
  });

  it("turns links to the site's own address into site paths under the base path", async () => {
    expect((await render("Le site https://www.example.fr et [le blog](https://www.example.fr/blog/).\n", place)).html).toBe(
      '<p>Le site <a href="/sous-dossier/">https://www.example.fr</a> et <a href="/sous-dossier/blog/">le blog</a>.</p>\n',
    );
  });

  it("lists its links to the site as written, each with the site path it leads to (no base path), its fragment and its line", async () => {
    const markdown = "Voir [l'offre](/offre/#prix).\n\n- [un article](autre-article/)\n- [le site](https://www.example.fr#contact), [ailleurs](https://www.example.org/)\n\nEt [ici](#haut).\n";
    const { links } = await render(markdown, { ...place, field: "sections[1].body" });
    expect(links).toEqual([
      { href: "/offre/#prix", path: "/offre/", fragment: "prix", line: 7, field: "sections[1].body" },
      { href: "autre-article/", path: "/blog/autre-article/", fragment: null, line: 9, field: "sections[1].body" },
      { href: "https://www.example.fr#contact", path: "/", fragment: "contact", line: 10, field: "sections[1].body" },
      { href: "#haut", path: "", fragment: "haut", line: 12, field: "sections[1].body" },
    ]);
  });
});

describe("front matter with {{name}} values", () => {
  const options = { schema: z.strictObject({ title: z.string() }), values: new Map([["productName", "Radar Exemple"]]) };

  it("fills them before the schema checks the field", async () => {
    expect(parseFrontMatter("x.md", '---\ntitle: "{{productName}} pour le BTP"\n---\nTexte\n', options).data.title).toBe("Radar Exemple pour le BTP");
  });

  it("says to quote a value that starts with one, which YAML would read as a mapping", async () => {
    expect(() => parseFrontMatter("x.md", "---\ntitle: {{productName}}\n---\nTexte\n", options)).toThrow(
      'x.md:2: le champ « title » doit être un texte, et non un groupe de champs (une valeur qui commence par {{…}} s\'écrit entre guillemets : title: "{{productName}}")',
    );
  });
});
