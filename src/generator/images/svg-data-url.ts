/**
 * An SVG as a data: URL with as few escapes as make it a valid URL (white space, quotes, brackets,
 * # and %): the page's compression then finds the repeats an SVG is made of, which base64 hides.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.trim().replace(/[\s"%#<>]/g, (char) => (/\s/.test(char) ? "%20" : encodeURIComponent(char)))}`;
}
