/**
 * Decap CMS and the React it runs on, in a bundle of their own (cms/admin-bundles.ts): it changes
 * with the dependency only, so the site's schemas, which change often, rebuild main.ts alone.
 * main.ts finds it on globalThis, this module having run first (both are module scripts, in order).
 */
import CMS from "decap-cms-app";

(globalThis as unknown as { DecapCms: typeof CMS }).DecapCms = CMS;
