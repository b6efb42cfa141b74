import { describe, expect, it } from "vitest";
import { textOfPage } from "../src/fonts/page-text.ts";

describe("the text a page can show in its fonts", () => {
  it("decodes every named reference of its text and of the attributes drawn as text", () => {
    const html = '<p title="Caf&eacute;">Suite&hellip; &mdash; &AMP; fin</p><img alt="&laquo;&nbsp;Plan&nbsp;&raquo;" src="a.png">';
    const text = textOfPage(html);
    expect(text).toContain("Café");
    expect(text).toContain("Suite… — & fin");
    expect(text).toContain("«\u00a0Plan\u00a0»");
  });

  it("reads a legacy reference with no semicolon in text, not in an attribute before `=`, as a browser does", () => {
    const text = textOfPage('<p data-url="?a=1&copy=2">&copy 2026</p>');
    expect(text).toContain("?a=1&copy=2");
    expect(text).toContain("© 2026");
  });
});
