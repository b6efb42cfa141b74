import { describe, expect, it } from "vitest";
import { frenchProps, frenchTypography } from "../../src/shared/french-typography.ts";

describe("frenchTypography", () => {
  it("keeps punctuation and units on the line of the word before", () => {
    expect(frenchTypography("<p>Essai : 7 jours ; 100 % gratuit ! Vraiment ?</p>")).toBe(
      "<p>Essai\u00a0: 7 jours\u202f; 100\u00a0% gratuit\u202f! Vraiment\u202f?</p>",
    );
    expect(frenchTypography("<p>« Bonjour » et 40 €</p>")).toBe("<p>«\u00a0Bonjour\u00a0» et 40\u00a0€</p>");
  });

  it("turns apostrophes between letters into typographic ones, escaped or not", () => {
    expect(frenchTypography("<h1>Qu&#x27;ils l'ont</h1>")).toBe("<h1>Qu’ils l’ont</h1>");
  });

  it("leaves islands to their props, which get the same rules", () => {
    const html = `<p>a :</p><div data-island="Faq" data-props="{}"><div><p>b :</p></div><p>c :</p></div><p>d :</p>`;
    expect(frenchTypography(html)).toBe(
      `<p>a\u00a0:</p><div data-island="Faq" data-props="{}"><div><p>b :</p></div><p>c :</p></div><p>d\u00a0:</p>`,
    );
    expect(frenchProps({ items: [{ question: "Qu'est-ce ?" }], count: 2 })).toEqual({ items: [{ question: "Qu’est-ce\u202f?" }], count: 2 });
  });

  it("leaves tags, attributes and code untouched", () => {
    const html = `<a href="https://x.fr/?a=1" title="Voir : ici">l'offre</a><code>a : b</code><script>x ? y : z</script>`;
    expect(frenchTypography(html)).toBe(
      `<a href="https://x.fr/?a=1" title="Voir : ici">l’offre</a><code>a : b</code><script>x ? y : z</script>`,
    );
  });
});
