import { describe, expect, it } from "vitest";
import { keepFormerAddress } from "../../src/models/composed/former-address.ts";

describe("a composed page whose address the editor changes", () => {
  it("keeps its former address among its redirects, once", () => {
    expect(keepFormerAddress({ address: "/salons/batimat/" }, { address: "/salons/batimat-2026/" })).toEqual([[["redirectFrom"], ["/salons/batimat/"]]]);
    expect(keepFormerAddress({ address: "/a/", redirectFrom: ["/b/"] }, { address: "/c/", redirectFrom: ["/b/", "/a/"] })).toEqual([]);
  });

  it("keeps the file's redirects when the entry was opened without them, and drops an address given back", () => {
    expect(keepFormerAddress({ address: "/a/", redirectFrom: "/old/" }, { address: "/b/" })).toEqual([[["redirectFrom"], ["/old/", "/a/"]]]);
    expect(keepFormerAddress({ address: "/b/", redirectFrom: ["/a/"] }, { address: "/a/", redirectFrom: ["/a/"] })).toEqual([[["redirectFrom"], ["/b/"]]]);
  });

  it("changes nothing when the address is the same, or on a new page", () => {
    expect(keepFormerAddress({ address: "/a/" }, { address: "/a/", title: "Autre" })).toEqual([]);
    expect(keepFormerAddress(null, { address: "/a/" })).toEqual([]);
  });
});
