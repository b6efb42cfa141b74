import { hostHeaders } from "./host-headers.ts";
import { renderCloudFrontViewerRequest } from "./render-cloudfront-viewer-request.ts";
import { renderCloudFrontViewerResponse } from "./render-cloudfront-viewer-response.ts";
import { renderHeadersFile } from "./render-headers-file.ts";
import { renderNginxConf } from "./render-nginx-conf.ts";
import { renderRedirectsFile } from "./render-redirects-file.ts";
import type { HostRedirect } from "./redirects.ts";
import type { HostFolder } from "./host-headers.ts";

/** Output folder of the host files that are not read from the site root by the host itself. */
const HOST_DIR = "_host";

/**
 * Every host's configuration, written with each build from one description of the headers, so
 * that what a host sends is always what the build it serves needs (docs/deploy.md).
 */
export function hostFiles(
  securityHeaders: Readonly<Record<string, string>>,
  base: string,
  redirects: readonly HostRedirect[] = [],
  folders: readonly HostFolder[] = [],
): [file: string, data: string][] {
  const rules = hostHeaders(securityHeaders, base, redirects, folders);
  return [
    ["_headers", renderHeadersFile(rules)],
    ["_redirects", renderRedirectsFile(redirects)],
    [`${HOST_DIR}/nginx.conf`, renderNginxConf(rules)],
    [`${HOST_DIR}/cloudfront-viewer-request.js`, renderCloudFrontViewerRequest(rules)],
    [`${HOST_DIR}/cloudfront-viewer-response.js`, renderCloudFrontViewerResponse(rules)],
  ];
}
