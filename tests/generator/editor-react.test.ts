import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkDecapReact } from "../../packages/generator/src/cms/decap-copy.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

// The build checks this only when an install changed node_modules; every test run checks it here,
// so that upgrading decap-cms-app without its React aliases fails before a build does.
describe("the editor as this project installs it", () => {
  it("runs Decap's built copy on the React version that copy was built with", () => {
    expect(() => checkDecapReact(ROOT)).not.toThrow();
  });
});
