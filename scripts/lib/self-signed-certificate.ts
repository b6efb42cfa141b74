import { execFile } from "node:child_process";
import path from "node:path";
import type { Certificate } from "./nginx-config.ts";

// A system binary by its path, like nginx and ffmpeg in the other scripts (Debian, Ubuntu, macOS).
const OPENSSL = "/usr/bin/openssl";

/**
 * A certificate for 127.0.0.1, made now with openssl and valid one day, written into `dir`: enough
 * for TLS on this machine, where the browser is told to accept it (--ignore-certificate-errors).
 */
export function makeSelfSignedCertificate(dir: string): Promise<Certificate> {
  const certificate = path.join(dir, "certificate.pem");
  const key = path.join(dir, "key.pem");
  const args = [
    ...["req", "-x509", "-nodes", "-days", "1", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
    ...["-keyout", key, "-out", certificate, "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
  ];
  return new Promise((resolve, reject) =>
    execFile(OPENSSL, args, (error, _stdout, stderr) => {
      if (!error) return resolve({ certificate, key });
      const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
      const install = "`apt-get install -y openssl`";
      reject(new Error(missing ? `${OPENSSL} not found: it makes the certificate for HTTPS (${install}).` : `openssl could not make a certificate:\n${stderr}`));
    }),
  );
}
