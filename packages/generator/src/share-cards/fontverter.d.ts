// fontverter ships no types; the one function the share cards call (its README).
declare module "fontverter" {
  const fontverter: {
    convert(font: Uint8Array, toFormat: "sfnt" | "woff" | "woff2"): Promise<Buffer>;
  };
  export default fontverter;
}
