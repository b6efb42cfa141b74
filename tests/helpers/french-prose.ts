/**
 * Words of the rules' English: none may be read in a message to whoever writes the content, outside
 * a quoted field, value, file or `{{name}}` (tests/generator/content-messages.test.ts and the
 * build's refusals of links and former addresses).
 */
export const ENGLISH = /\b(field|fields|is|are|not|must|should|expected|missing|names?|value|values|of|the|which|did you mean|heading|line|valid|invalid|unknown|already|write|file|found|too|at least|at most|character|string|number|expected)\b/i;

/** What is left of a message once its quotations (fields, values, files, `{{names}}`, paths, code) are taken out. */
export const prose = (message: string) =>
  message
    .replace(/«[^»]*»/g, "")
    .replace(/\{\{[^}]*\}\}/g, "")
    .replace(/\{#[^}]*\}/g, "")
    .replace(/(?:content|images)\/[\w./-]*/g, "")
    .replace(/\/[\w/-]*\//g, "");
