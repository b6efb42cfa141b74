import { describe, expect, it } from "vitest";
import { selectorClasses } from "../src/css-selectors.ts";
import { namesIn, reachable } from "../src/module-graph.ts";

describe("the classes a selector requires", () => {
  it("lists each selector's classes, inside at-rules too, and none of @keyframes or @font-face", () => {
    const css =
      '.a .b:hover,.c>p{color:red}@media (min-width:40em){.d.e{margin:0}}@font-face{src:url("x{.f}.woff2")}' +
      "@keyframes spin{from{opacity:0}to{opacity:1}}p{margin:0}";
    expect(selectorClasses(css)).toEqual([["a", "b"], ["c"], ["d", "e"], []]);
  });

  it("does not require the classes of :not(), :is() or attribute values", () => {
    expect(selectorClasses('.a:not(.b),:is(.c,.d) .e,[data-x=".f"] .g{color:red}')).toEqual([["a"], ["e"], ["g"]]);
  });

  // A page with a hero grid but no reference's facts linked the reference page's rule for them.
  it("requires the classes of a :has() of one selector, which only matches where they are", () => {
    expect(selectorClasses(".a:has(.b .c),.d:has(.e, .f),.g:has(> .h){color:red}")).toEqual([["a", "b", "c"], ["d"], ["g", "h"]]);
  });
});

describe("a module's names and imports", () => {
  it("takes the words of string literals, not of comments or code", () => {
    const source = '// the "commented" class\nconst hero = clsx("hero__grid", `lead ${x}`, \'button--ghost\'); /* "gone" */';
    expect(namesIn(source).sort()).toEqual(["button--ghost", "hero__grid", "lead", "x"]);
  });

  it("leaves out module specifiers: a path names no class", () => {
    const source = [
      'import { A } from "./legal/collection.ts";',
      'import "./side-effect.css";',
      'const b = await import("./lazy/card.ts");',
      'export * from "../hero.ts";',
      'const c = "card";',
    ].join("\n");
    expect(namesIn(source)).toEqual(["card"]);
  });

  it("follows imports, and stops at the modules it is told to", () => {
    const graph = { page: ["section", "registry"], section: ["card"], registry: ["island"], card: [], island: [] };
    expect([...reachable(graph, ["page"], new Set(["registry"]))].sort()).toEqual(["card", "page", "section"]);
  });
});
