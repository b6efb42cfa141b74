/**
 * An SVG as a data: URL with as few escapes as make it a valid URL (white space, quotes, brackets,
 * # and %): the page's compression then finds the repeats an SVG is made of, which base64 hides.
 */
export function svgDataUrl(svg: string | Uint8Array): string {
  const text = typeof svg === "string" ? svg : new TextDecoder().decode(svg);
  return `data:image/svg+xml,${text.trim().replace(/[\s"%#<>]/g, (char) => (/\s/.test(char) ? "%20" : encodeURIComponent(char)))}`;
}
