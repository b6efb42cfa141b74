// The configuration scripts/lib/nginx.ts runs: deploy/nginx.conf's server block (which includes the
// build's own dist/_host/nginx.conf) with only its address, its folder and, for TLS, its certificate
// changed, inside a minimal main configuration that keeps every file in a temporary prefix.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./project-copy.ts";

export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export interface Certificate {
  certificate: string;
  key: string;
}

/** deploy/nginx.conf's server block, where only the address, the build's folder and TLS change. */
export function serverBlock(dist: string, port: number, tls?: Certificate): string {
  let block = readFileSync(path.join(PROJECT_ROOT, "deploy", "nginx.conf"), "utf8");
  const change = (from: string | RegExp, to: string) => {
    const changed = block.replace(from, to);
    if (changed === block) throw new Error(`deploy/nginx.conf no longer has ${from}: update scripts/lib/nginx-config.ts`);
    block = changed;
  };
  // What the sample's HTTPS comment says, in the form nginx 1.22 (Debian 12) reads: `http2 on;`
  // needs 1.25.1, `listen … ssl http2` works in both (1.25 only warns that it is deprecated).
  const listen = tls
    ? `listen 127.0.0.1:${port} ssl http2;\n$1ssl_certificate ${tls.certificate};\n$1ssl_certificate_key ${tls.key};`
    : `listen 127.0.0.1:${port};`;
  change(/^(\s*)listen 80;$/m, `$1${listen}`);
  change(/^\s*listen \[::\]:80;\n/m, "");
  change(/\/var\/www\/site\/dist/g, dist);
  change(/^(\s*)# brotli_static on;$/m, "$1brotli_static on;");
  return block;
}

export function mainConfig(prefix: string, server: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  return `daemon off;
master_process off;
pid ${path.join(prefix, "nginx.pid")};
error_log ${path.join(prefix, "error.log")} warn;
load_module ${BROTLI_STATIC_MODULE};
events {}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n    ")}
${server}
}
`;
}
