import type { HostHeaders } from "./host-headers.ts";

/**
 * dist/_host/cloudfront-viewer-response.js, the CloudFront Function on the viewer response of the
 * default behaviour: the security headers and Cache-Control of `_headers`, from the same rules,
 * instead of a response headers policy copied by hand, the folders' own (the editor's) included.
 * ES5, for both CloudFront runtimes.
 */
export function renderCloudFrontViewerResponse(rules: HostHeaders): string {
  // CloudFront Functions see header names in lower case.
  const lower = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return `// Written by \`site build\` for --base ${rules.base}: rebuild rather than edit.
// CloudFront Function, viewer response, on the distribution's default behaviour (docs/deploy.md).
// Runtime cloudfront-js-2.0; written in ES5 so it also runs on 1.0.

var SECURITY_HEADERS = ${JSON.stringify(lower(rules.everywhere), null, 2)};
// An existing stylesheet, script or font: only the headers such a response obeys.
var ASSET_HEADERS = ${JSON.stringify(lower(rules.assetHeaders), null, 2)};
// An existing image: a policy of its own (an SVG opened alone is a document that needs nothing).
var IMAGE_HEADERS = ${JSON.stringify(lower(rules.imageHeaders), null, 2)};
var IMAGE = /\\.(${rules.imageExtensions.join("|")})$/i;
var ASSETS_PATH = ${JSON.stringify(rules.assetsPath)};
var ASSETS_CACHE_CONTROL = ${JSON.stringify(rules.assetsCacheControl)};
var OTHER_CACHE_CONTROL = ${JSON.stringify(rules.otherCacheControl)};
// Folders whose files that exist get headers of their own (the editor at /admin/: its policy).
var FOLDERS = ${JSON.stringify(rules.folders.map((folder) => ({ path: folder.path, headers: lower(folder.headers) })), null, 2)};

function folderHeaders(uri) {
  for (var i = 0; i < FOLDERS.length; i++) if (uri.indexOf(FOLDERS[i].path) === 0) return FOLDERS[i].headers;
  return null;
}

function handler(event) {
  var response = event.response;
  var headers = response.headers;
  // Only a file that exists is kept a year: a 404 under ${rules.assetsPath} (a chunk not uploaded yet)
  // must be asked again, and is the 404 page, a document.
  var found = response.statusCode === 200 || response.statusCode === 206 || response.statusCode === 304;
  var asset = found && event.request.uri.indexOf(ASSETS_PATH) === 0;
  var uri = event.request.uri;
  var security = asset ? ASSET_HEADERS : found && IMAGE.test(uri) ? IMAGE_HEADERS : (found && folderHeaders(uri)) || SECURITY_HEADERS;
  for (var name in security) headers[name] = { value: security[name] };
  headers["cache-control"] = { value: asset ? ASSETS_CACHE_CONTROL : OTHER_CACHE_CONTROL };
  return response;
}
`;
}
