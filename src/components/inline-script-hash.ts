import { sha256 } from "@noble/hashes/sha2.js";

/** The policy's source for exactly one inline script's text: `'sha256-…'` (src/render/security-policy.ts). */
export function inlineScriptHash(text: string): string {
  return `'sha256-${btoa(String.fromCharCode(...sha256(new TextEncoder().encode(text))))}'`;
}
