import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/** One message of the checker's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

// The jar itself, run by the system's java: the package's `vnu` bin may download a Java runtime.
const JAR = String(createRequire(import.meta.url)("vnu-jar"));

const NO_JAVA =
  "The W3C Nu HTML checker needs Java 17 or newer and `java` was not found: " +
  "`apt-get install -y default-jre-headless` on Debian (CI installs it).";

/**
 * Runs the Nu HTML checker once over `files` (one JVM start for all of them). Info messages are
 * left out (`--skip-info-messages`); errors and warnings come back.
 */
export function runNuChecker(files: string[]): Promise<NuMessage[]> {
  // A deep stack, as the checker's own docs advise for large documents.
  const args = ["-Xss1024k", "-jar", JAR, "--format", "json", "--stdout", "--skip-info-messages", ...files];
  return new Promise((resolve, reject) => {
    execFile("java", args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if ((error as NodeJS.ErrnoException | null)?.code === "ENOENT") return reject(new Error(NO_JAVA));
      // Exit code 1 only means "errors found"; the JSON says which.
      try {
        resolve((JSON.parse(stdout) as { messages: NuMessage[] }).messages);
      } catch {
        reject(new Error(`The Nu HTML checker gave no JSON report (${error?.message ?? "exit 0"}):\n${stderr}${stdout}`));
      }
    });
  });
}

/** "404.html:1:2345  error  message" then the extract, with the file relative to `root`. */
export function formatNuMessage(message: NuMessage, root: string): string {
  const file = message.url ? path.relative(root, new URL(message.url).pathname) : "(no file)";
  const kind = message.subType ? `${message.type}/${message.subType}` : message.type;
  const extract = message.extract ? `\n    ${message.extract.replace(/\n/g, "⏎")}` : "";
  return `${file}:${message.lastLine ?? 0}:${message.firstColumn ?? message.lastColumn ?? 0}  ${kind}  ${message.message}${extract}`;
}
