/** A server that cannot start, told in one sentence the user can act on. */
export class ServeError extends Error {
  override name = "ServeError";
}

/** Turns a `listen` failure into a ServeError; the raw error stays available as `cause`. */
export function toServeError(error: unknown, host: string, port: number): ServeError {
  const code = (error as NodeJS.ErrnoException).code;
  const message = (() => {
    switch (code) {
      case "EADDRINUSE":
        return `Port ${port} is already in use on ${host}: stop the other server or pass --port 0 / another port.`;
      case "EACCES":
        return `Permission denied to listen on ${host}:${port}: ports below 1024 need privileges, pass --port 0 or a port above 1023.`;
      case "EADDRNOTAVAIL":
        return `Address ${host} is not available on this machine: pass --host 127.0.0.1 or an address of this machine.`;
      case "ENOTFOUND":
      case "EAI_AGAIN":
        return `Host ${host} could not be resolved: pass --host 127.0.0.1 or an IP address.`;
      default:
        return `Could not listen on ${host}:${port}: ${String(error instanceof Error ? error.message : error).replace(/\.?$/, ".")}`;
    }
  })();
  return new ServeError(message, { cause: error });
}
