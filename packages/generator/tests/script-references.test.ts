import { describe, expect, it } from "vitest";
import { findScriptReferences, UnparsableScriptError } from "../src/check/script-references.ts";

const urls = (code: string) => findScriptReferences(code).references.map((reference) => reference.url);
const kinds = (code: string) => findScriptReferences(code).references.map(({ url, kind, keys }) => ({ url, kind, keys }));

describe("findScriptReferences", () => {
  it("tells static imports and re-exports, dynamic imports and new URL(…, import.meta.url) apart", () => {
    const code =
      `import a from "./a.js";import "./b.js";export * from "./c.js";export {d} from "./d.js";export * as e from "../e.mjs";` +
      `const f=()=>import("./f.js");const g=new URL("./g.js",import.meta.url).href;`;
    expect(kinds(code).map(({ url, kind }) => [url, kind])).toEqual([
      ["./a.js", "static"],
      ["./b.js", "static"],
      ["./c.js", "static"],
      ["./d.js", "static"],
      ["../e.mjs", "static"],
      ["./f.js", "dynamic"],
      ["./g.js", "url"],
    ]);
  });

  it("gives a string property value the keys of the objects it sits in, outermost first", () => {
    const code = `var a={runtime:"./r.js",islands:{Faq:"./faq.js","Other-Name":"./o.js"}};var x={menu:{load:()=>import("./m.js")}};`;
    expect(kinds(code)).toEqual([
      { url: "./r.js", kind: "property", keys: ["runtime"] },
      { url: "./faq.js", kind: "property", keys: ["islands", "Faq"] },
      { url: "./o.js", kind: "property", keys: ["islands", "Other-Name"] },
      { url: "./m.js", kind: "dynamic", keys: ["menu", "load"] },
    ]);
  });

  it("counts a variable's string as new URL(…, import.meta.url)'s when that variable is what new URL is given, and no other", () => {
    // As a bundle writes a value the site imports (the island runtime's AFTER_PAINT) before the loader uses it.
    const code = `var c="./enhance-AB.js",d="./other.js";function u(){let e=new URL(c,import.meta.url).href;new URL(d,location.href)}`;
    expect(kinds(code)).toEqual([
      { url: "./enhance-AB.js", kind: "url", keys: [] },
      { url: "./other.js", kind: null, keys: [] },
    ]);
  });

  it("ignores a string that names a property, a method, a class member or an export", () => {
    const code = `var m={"../../node_modules/react/index.js"(e,t){},"./k.js":1};class C{"./c.js"(){}"./f.js"=1}var n=1;export{n as "./n.js"};`;
    expect(urls(code)).toEqual([]);
  });

  it("reports any other script URL string as unclassified, with its offsets, and leaves other strings out", () => {
    const code = `var u=document.body?"./x.js":null;f("/y.js?v=1");new URL("./z.js",location.href);g("//cdn.test/w.js","./s.css","x.js");`;
    expect(findScriptReferences(code).references).toEqual(
      ["./x.js", "/y.js?v=1", "./z.js"].map((url) => {
        const start = code.indexOf(`"${url}"`);
        return { url, kind: null, keys: [], start, end: start + url.length + 2 };
      }),
    );
  });

  it("reports a template with substitutions that names a .js file as a URL built at run time", () => {
    const code = "var n=`./chunks/${h}.js`;var m=`${a}.mjs?v=1`;var o=`${a}.json`;var p=`./whole.js`;";
    expect(findScriptReferences(code).builtUrls).toEqual(["`./chunks/${h}.js`", "`${a}.mjs?v=1`"].map((text) => ({ text, start: code.indexOf(text) })));
    expect(urls(code)).toEqual(["./whole.js"]);
  });

  it("reads quotes inside a regular expression, a comment or a template as theirs, not as strings", () => {
    expect(urls(`var r=/"\\/[']/g;// "./a.js"\n/* '\n./b.js' */var t=\`"\${'./c.js'}'\`;`)).toEqual(["./c.js"]);
  });

  it("tells a division from a regular expression, after a statement's closing parenthesis too", () => {
    expect(urls(`function h(){a=b/2/"./x.js".length;c=i++/2;d=(e)/f/"./y.js";if(a)/'/.test(g);return"./z.js"}`)).toEqual(["./x.js", "./y.js", "./z.js"]);
  });

  it("follows templates nested in substitutions, with objects inside", () => {
    expect(kinds("x=`a${`b${{k:'./in.js'}.k}c`}d${'./e.js'}`;y='./after.js'")).toEqual([
      { url: "./in.js", kind: "property", keys: ["k"] },
      { url: "./e.js", kind: null, keys: [] },
      { url: "./after.js", kind: null, keys: [] },
    ]);
  });

  it("resolves escapes in a string's value", () => {
    expect(urls(`f('.\\/a\\x2ejs',"\\u002e/b.js")`)).toEqual(["./a.js", "./b.js"]);
  });

  // The third column is the text acorn stops at, on the second line.
  it.each([
    ["a string left open", `var a=1;\nvar b="./x.js;`, `"`, /^Unterminated string constant$/],
    ["a template left open", "var a=1;\nvar b=`./x.js", "./x.js", /^Unterminated template$/],
    ["a comment left open", "var a=1;\n/* ./x.js", "/*", /^Unterminated comment$/],
    ["a regular expression left open", "var a=1;\nvar b=/x\n/", "x\n", /^Unterminated regular expression$/],
    ["a statement no module allows", "var a=1;\nwith(a){}", "with", /strict mode/],
  ])("throws on %s, with acorn's reason and the offset where it stops", (_, code, stopsAt, reason) => {
    let thrown: unknown;
    try {
      findScriptReferences(code);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnparsableScriptError);
    expect((thrown as UnparsableScriptError).reason).toMatch(reason);
    expect((thrown as UnparsableScriptError).offset).toBe(code.indexOf(stopsAt, code.indexOf("\n")));
  });
});
