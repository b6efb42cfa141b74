// The types of esbuild-options.js: literal, so that esbuild's build() types its result from them
// (`write: false` gives outputFiles, `metafile: true` the metafile).

export declare const NODE_MODULE: {
  readonly bundle: true;
  readonly write: false;
  readonly metafile: true;
  readonly platform: "node";
  readonly format: "esm";
  readonly target: "node20";
  readonly packages: "external";
};

export declare const BROWSER_MODULE: {
  readonly bundle: true;
  readonly write: false;
  readonly metafile: true;
  readonly platform: "browser";
  readonly format: "esm";
  readonly jsx: "automatic";
  readonly legalComments: "none";
};
