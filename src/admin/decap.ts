/**
 * The React that Decap CMS runs on, in a bundle of its own (cms/admin-bundles.ts): Decap itself is
 * its package's built copy, loaded next (cms/decap-copy.ts), which reads React and ReactDOM from
 * window. The build bundles this file with react and react-dom replaced by react-for-decap and
 * react-dom-for-decap, the version Decap's copy was built with (it refuses any other).
 * main.ts's bundle imports React from here (DecapReact): the previews render the site's components
 * inside Decap's tree, and hooks work only with the one React that renders them.
 */
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as JsxRuntime from "react/jsx-runtime";

Object.assign(globalThis, { React, ReactDOM, DecapReact: { React, JsxRuntime } });
