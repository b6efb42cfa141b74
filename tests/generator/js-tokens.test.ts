import { describe, expect, it } from "vitest";
import { tokenizeJs } from "../../src/generator/check/js-tokens.ts";

const strings = (code: string) => tokenizeJs(code).filter((token) => token.kind === "string").map((token) => token.value);

describe("tokenizeJs", () => {
  it("reads quotes inside a regular expression, a comment or a template as theirs, not as strings", () => {
    const code = `var r=/"\\/[']/g;// "./a.js"\n/* '\n./b.js' */var t=\`"\${'./c.js'}'\`;`;
    expect(strings(code)).toEqual(["./c.js"]);
    expect(tokenizeJs(code).filter((token) => token.kind === "regex").map((token) => token.text)).toEqual([`/"\\/[']/g`]);
  });

  it("tells a division from a regular expression by what comes before the slash", () => {
    expect(strings(`a=b/2/"./x.js".length;c=i++/2;d=(e)/f/"./y.js";return/'/.test(g)`)).toEqual(["./x.js", "./y.js"]);
  });

  it("follows templates nested in substitutions, with objects inside", () => {
    const code = "x=`a${`b${{k:'./in.js'}.k}c`}d${'./e.js'}`;y='./after.js'";
    expect(strings(code)).toEqual(["./in.js", "./e.js", "./after.js"]);
  });

  it("resolves escapes in a string's value", () => {
    expect(strings(`'.\\/a\\x2ejs';"\\u002e/b.js"`)).toEqual(["./a.js", "./b.js"]);
  });

  it.each([
    ["a string", `var a="./x.js;`],
    ["a template", "var a=`./x.js"],
    ["a comment", "/* ./x.js"],
    ["a regular expression", "var a=/x\n/"],
  ])("throws on %s left open, with where it starts", (what, code) => {
    expect(() => tokenizeJs(code)).toThrow(new RegExp(`^${what.replace(/^an? /, "")} left open at offset \\d+$`));
  });
});
