import type { HostHeaders } from "./host-headers.ts";

const COMPRESSED_TYPES = "text/css application/javascript text/javascript image/svg+xml application/xml text/xml text/plain";
const LABELLED_TYPES = "application/xml text/xml text/plain";

/** What the server does for every path: index files, compression, charsets, no ETag. */
const SERVER_SETTINGS = `index index.html;
autoindex off;
server_tokens off;

# No ETag: nginx makes it from the file's time and size, which Last-Modified already says, and it
# would cost every response's headers, all in each page's first round trip, 20 bytes more.
# Browsers revalidate with If-Modified-Since. (Hashed assets are never revalidated at all.)
etag off;

# /blog (a folder) answers 301 to /blog/ with a relative Location: without this, nginx writes its
# own host name and port, which is wrong behind a proxy or a TLS terminator.
absolute_redirect off;

# The build's .gz siblings (index.html.gz next to index.html) go to clients that accept gzip; \`gzip on\`
# compresses on the fly only what has none (a build made with --no-compress). The .br siblings need
# the brotli module, so \`brotli_static on;\` is in the server block, not here.
gzip_static on;
gzip on;
gzip_vary on;
gzip_types ${COMPRESSED_TYPES};

# Pages (text/html, nginx's default) and the XML and text files are labelled UTF-8. Not stylesheets,
# scripts and SVG: a stylesheet takes its page's encoding, a module script and XML are UTF-8 without
# a label, and the build writes CSS and JavaScript in ASCII; "; charset=utf-8" would cost each of
# them 15 bytes in the first round trip.
charset utf-8;
charset_types ${LABELLED_TYPES};
`;

/**
 * dist/_host/nginx.conf: everything the site needs from nginx, for an `include` inside the
 * `server { }` block of deploy/nginx.conf. Written from the same rules as `_headers`, so nginx
 * sends what Netlify and Cloudflare Pages send, for this build and `--base`.
 */
export function renderNginxConf(rules: HostHeaders): string {
  const { base } = rules;
  // add_header in a location drops every add_header of the server level, so each location that
  // adds one repeats the security headers. `always` keeps them on 404s and errors; Cache-Control
  // has no `always`, so a 404 (a missing /assets/ file included) is never cached as immutable.
  const security = addHeaders(rules.everywhere);
  return `# Written by \`site build\` for this build and --base ${base}:
# include it in the server block (deploy/nginx.conf) and reload nginx after each deployment
# (\`nginx -t && systemctl reload nginx\`). Rebuild rather than edit.

${SERVER_SETTINGS}
# An unknown path gets the 404 page with status 404 (no single-page-app fallback).
error_page 404 ${base}404.html;

${location(base, ["try_files $uri $uri/ =404;", `add_header Cache-Control ${quoted(rules.otherCacheControl)};`, ...security])}

${redirects(rules, security)}${folders(rules)}# Content-hashed file names: a changed file gets a new URL. Stylesheets, scripts and fonts: only the
# headers such a response obeys. A missing one gets the 404 page, with the headers of location ${base}.
${location(`^~ ${rules.assetsPath}`, ["try_files $uri =404;", `add_header Cache-Control ${quoted(rules.assetsCacheControl)};`, ...addHeaders(rules.assetHeaders)])}

# Host configuration (_headers, _redirects, _host/) is build output, not content; dotfiles (.git, .env, editor files) are never
# served, /.well-known/ (ACME challenges) is.
${location(`= ${base}_headers`, ["return 404;"])}
${location(`= ${base}_redirects`, ["return 404;"])}
${location(`^~ ${base}_host/`, ["return 404;"])}
${location("~ /\\.(?!well-known/)", ["return 404;"])}

# Images: a policy of their own (an SVG opened alone is a document that needs nothing). A regular
# expression: it wins over location ${base}, not over ^~ ${rules.assetsPath}, and comes after the dotfiles' (nginx
# takes the first regular expression that matches). A missing one gets the 404 page.
${location(`~* \\.(?:${rules.imageExtensions.join("|")})$`, ["try_files $uri =404;", `add_header Cache-Control ${quoted(rules.otherCacheControl)};`, ...addHeaders(rules.imageHeaders)])}
`;
}

/**
 * One exact-match location per redirect source: it wins over the prefix locations, so a former URL
 * answers 301 (with the security headers, and the query string kept) before any file is looked for.
 */
function redirects(rules: HostHeaders, security: string[]): string {
  if (rules.redirects.length === 0) return "";
  const blocks = rules.redirects.map(({ from, to }) => location(`= ${from}`, [`return 301 ${to}$is_args$args;`, ...security]));
  return `# Former URLs (_redirects has the same rules, with where each was written).\n${blocks.join("\n")}\n\n`;
}

/** A folder with headers of its own (the editor at /admin/): a prefix location that wins over location base. */
function folders(rules: HostHeaders): string {
  const blocks = rules.folders.map((folder) =>
    location(`^~ ${folder.path}`, ["try_files $uri $uri/ =404;", `add_header Cache-Control ${quoted(rules.otherCacheControl)};`, ...addHeaders(folder.headers)]),
  );
  return blocks.length === 0 ? "" : `# Folders with a policy of their own.\n${blocks.join("\n")}\n\n`;
}

function addHeaders(headers: Record<string, string>): string[] {
  return Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
}

function location(match: string, lines: string[]): string {
  return [`location ${match} {`, ...lines.map((line) => `    ${line}`), "}"].join("\n");
}

/** A double-quoted nginx string; `$` would start a variable, so values holding one are refused. */
function quoted(value: string): string {
  if (/["\\$\n]/.test(value)) throw new Error(`header value cannot go into nginx.conf as it is: ${value}`);
  return `"${value}"`;
}
