/**
 * Decap CMS and the React it runs on, in a bundle of their own (cms/admin-bundles.ts): it changes
 * with the dependency only, so the site's schemas, which change often, rebuild main.ts alone.
 * main.ts finds it on globalThis, this module having run first (both are module scripts, in order).
 * React goes with it: the previews render the site's components inside Decap's tree, and hooks
 * work only with the one React that renders them (main.ts's bundle imports it from here).
 */
import CMS from "decap-cms-app";
import * as React from "react";
import * as JsxRuntime from "react/jsx-runtime";

Object.assign(globalThis, { DecapCms: CMS, DecapReact: { React, JsxRuntime } });
