import { describe, expect, it } from "vitest";
import { drawnCharacters } from "../src/fonts/drawn-characters.ts";

describe("the characters a page draws (fonts per page in the build summary)", () => {
  it("reads text between tags, references decoded, and leaves out scripts, styles, comments and attributes", () => {
    const html =
      '<html><head><style>a::after{content:"~"}</style><script type="application/ld+json">{"a":"^"}</script></head>' +
      '<body><!-- * --><p title="_">Prix&nbsp;: 3&#8239;€ &amp; [x]</p><template>\\</template></body></html>';
    expect([...drawnCharacters(html)].sort().join("")).toBe([..." &3:[]Pirx\u00a0\u202f€"].sort().join(""));
  });

  it("decodes every named reference a Markdown author may write, as a browser does", () => {
    const html = "<p>Caf&eacute;&hellip; &laquo;&#x202F;oui&#8239;&raquo; &copy 2026</p>";
    expect([...drawnCharacters(html)].sort().join("")).toBe([..." 026Cafiou\u202f«»é…©"].sort().join(""));
  });
});
