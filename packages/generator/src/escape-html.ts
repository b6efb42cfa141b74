/**
 * Text for HTML or XML, between tags or inside a double-quoted attribute. Apostrophes are left as
 * they are: no value is ever written between single quotes.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
