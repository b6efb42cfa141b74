import type { HostHeaders } from "./host-headers.ts";

/**
 * dist/_host/cloudfront-viewer-request.js, the CloudFront Function on the viewer request of the
 * distribution's default behaviour (docs/deploy.md, "S3 and CloudFront"). Written with the build so
 * that deploy/s3-sync.sh publishes the functions of the build it uploads. ES5 (var, no arrow
 * functions), so it runs on cloudfront-js-1.0 and 2.0.
 */
export function renderCloudFrontViewerRequest(rules: HostHeaders): string {
  // The redirect this function answers itself carries the security headers too, like nginx's.
  const security = Object.fromEntries(
    Object.entries(rules.everywhere).map(([name, value]) => [name.toLowerCase(), { value }]),
  );
  return String.raw`// Written by "site build": rebuild rather than edit.
// CloudFront Function, viewer request, on the distribution's default behaviour (docs/deploy.md).
// Runtime cloudfront-js-2.0; written in ES5 (var, no arrow functions) so it also runs on 1.0.
//
// Behind an S3 REST origin (with origin access control), S3 serves keys, not folders: /blog/ would
// look for the key "blog/" and fail. This does what static hosts do:
//   /blog/            -> fetches blog/index.html
//   /blog, /blog?x=1  -> 301 to /blog/, /blog/?x=1 (a last segment without a dot is a folder)
//   /assets/site.css  -> unchanged
//   a former URL      -> 301 to its new one, query string kept (REDIRECTS, from the site's redirects)
// An unknown extensionless path (/nope) is redirected too, then gets 404.html from the
// distribution's custom error responses.

// Only for the alternative upload of deploy/s3-sync.sh --precompressed, where the .br and .gz
// siblings are in the bucket with their Content-Encoding. Leave false to let CloudFront compress.
var SERVE_PRECOMPRESSED = false;
var COMPRESSIBLE = /\.(html|css|js|svg|xml|txt)$/;
var SECURITY_HEADERS = ${JSON.stringify(security)};
var REDIRECTS = ${JSON.stringify(Object.fromEntries(rules.redirects.map(({ from, to }) => [from, to])))};

${VIEWER_REQUEST_HANDLER}`;
}

/** The function's code, the same for every build: it reads the rules from the variables above it. */
const VIEWER_REQUEST_HANDLER = String.raw`function handler(event) {
  var request = event.request;
  var uri = request.uri;

  if (Object.prototype.hasOwnProperty.call(REDIRECTS, uri)) return moved(REDIRECTS[uri] + queryString(request.querystring));
  if (uri.charAt(uri.length - 1) === "/") {
    request.uri = uri + "index.html";
  } else if (uri.slice(uri.lastIndexOf("/") + 1).indexOf(".") === -1) {
    return moved(sameSitePath(uri) + "/" + queryString(request.querystring));
  }

  if (SERVE_PRECOMPRESSED) request.uri = precompressed(request);
  return request;
}

function moved(location) {
  var headers = { location: { value: location } };
  for (var name in SECURITY_HEADERS) headers[name] = SECURITY_HEADERS[name];
  return { statusCode: 301, statusDescription: "Moved Permanently", headers: headers };
}

// "//evil.example/x" as a Location would send the visitor to another site (protocol-relative URL),
// and browsers read a backslash as a slash: keep a single leading slash.
function sameSitePath(uri) {
  return "/" + uri.replace(/^[\/\\]+/, "");
}

// Values are passed as the viewer sent them (still percent-encoded), so they are joined as they are.
function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) parts.push(name + "=" + values[i].value);
  }
  return parts.length ? "?" + parts.join("&") : "";
}

function precompressed(request) {
  var uri = request.uri;
  if (!COMPRESSIBLE.test(uri)) return uri;
  var header = request.headers["accept-encoding"];
  var accepted = header ? header.value : "";
  if (/(^|[\s,])br($|[\s,;])/.test(accepted)) return uri + ".br";
  if (/(^|[\s,])gzip($|[\s,;])/.test(accepted)) return uri + ".gz";
  return uri;
}
`;
