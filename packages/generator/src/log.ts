import { formatWithOptions } from "node:util";

const useColour = process.stderr.isTTY && !process.env.NO_COLOR;
const paint = (code: number) => (text: string) => (useColour ? `\x1b[${code}m${text}\x1b[0m` : text);

export const colour = { red: paint(31), green: paint(32), yellow: paint(33), dim: paint(2), bold: paint(1) };

/** The CLI's voice: results on stdout, problems and progress on stderr. */
export const log = {
  info: (...args: unknown[]) => process.stdout.write(formatWithOptions({ colors: false }, ...args) + "\n"),
  warn: (message: string) => process.stderr.write(`${colour.yellow("warning")} ${message}\n`),
  error: (message: string) => process.stderr.write(`${colour.red("error")} ${message}\n`),
  /** A progress line that rewrites itself on a terminal and stays silent elsewhere. */
  progress(message: string) {
    if (process.stderr.isTTY) process.stderr.write(`\r\x1b[2K${colour.dim(message)}`);
  },
  endProgress() {
    if (process.stderr.isTTY) process.stderr.write("\r\x1b[2K");
  },
};

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  return `${(bytes / 1000).toFixed(1)} kB`;
}
