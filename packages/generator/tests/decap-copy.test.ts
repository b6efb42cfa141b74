import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkDecapReact, DECAP_REACT, findDecapCopy } from "../src/cms/decap-copy.ts";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A project whose Decap copy carries react-dom `built`, with the aliases at the versions given (undefined: not installed). */
function projectWith(built: string | null, aliases: Partial<Record<keyof typeof DECAP_REACT, string>>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "decap-copy-"));
  roots.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write("package.json", JSON.stringify({ name: "a-site" }));
  write("node_modules/decap-cms-app/package.json", JSON.stringify({ name: "decap-cms-app", version: "3.99.0", main: "dist/decap-cms-app.js" }));
  const mark = built ? `var Gp={bundleType:0,version:"${built}",rendererPackageName:"react-dom"};` : "var Gp={};";
  write("node_modules/decap-cms-app/dist/decap-cms-app.js", `!function(){${mark}}();`);
  write("node_modules/decap-cms-app/dist/decap-cms-app.js.map", "{}");
  write("node_modules/decap-cms-app/dist/12.decap-cms-app.js", "");
  write("node_modules/decap-cms-app/dist/0a1b.wasm", "");
  for (const [pkg, version] of Object.entries(aliases)) {
    write(`node_modules/${DECAP_REACT[pkg as keyof typeof DECAP_REACT]}/package.json`, JSON.stringify({ name: pkg, version }));
  }
  return root;
}

describe("Decap's built copy", () => {
  it("is copied with its chunks and WebAssembly, without its source maps, into a folder named by its version", () => {
    const copy = findDecapCopy(projectWith("19.2.0", {}));
    expect(copy.folder).toBe("decap-cms-app-3.99.0/");
    expect(copy.script).toBe("decap-cms-app.js");
    expect(copy.files.map(({ name }) => name).sort()).toEqual(["0a1b.wasm", "12.decap-cms-app.js", "decap-cms-app.js"]);
  });

  it("given react-for-decap at another version than Decap's react-dom, refuses to build, naming the line package.json needs", () => {
    const root = projectWith("19.2.0", { react: "19.3.1", "react-dom": "19.2.0" });
    expect(() => checkDecapReact(root)).toThrow(`react-for-decap is 19.3.1; expected in package.json's dependencies: "react-for-decap": "npm:react@19.2.0", "react-dom-for-decap": "npm:react-dom@19.2.0"`);
  });

  it("given react-dom-for-decap not installed, refuses to build", () => {
    const root = projectWith("19.2.0", { react: "19.2.0" });
    expect(() => checkDecapReact(root)).toThrow("react-dom-for-decap is not installed");
  });

  it("given both at Decap's version, builds", () => {
    expect(() => checkDecapReact(projectWith("19.4.0", { react: "19.4.0", "react-dom": "19.4.0" }))).not.toThrow();
  });

  it("given a copy that names no react-dom version, refuses to build rather than guess", () => {
    expect(() => checkDecapReact(projectWith(null, { react: "19.2.0", "react-dom": "19.2.0" }))).toThrow(`decap-cms-app 3.99.0's built copy (dist/decap-cms-app.js) names no react-dom version`);
  });
});
