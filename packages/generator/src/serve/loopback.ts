import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** A Host header as browsers send it: a name or an IPv4 address, or an IPv6 one in brackets, and a port. */
const HOST_FORM = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Whether a socket's address is this machine's loopback: 127.0.0.0/8 or ::1, IPv4 ones also as ::ffff:127.x.x.x. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  // BlockList checks an IPv4-mapped IPv6 address against the IPv4 rules.
  return family !== 0 && LOOPBACK.check(address!, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Whether a Host header names this machine's loopback: localhost, 127.x.x.x or [::1], with any
 * port. A DNS-rebinding page's requests reach 127.0.0.1 with its own name in Host.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host || !HOST_FORM.test(host)) return false;
  // The URL parser reads a host as browsers do: "127.1" and "0x7f.1" are 127.0.0.1, "LOCALHOST" is localhost.
  const hostname = URL.parse(`http://${host}`)?.hostname;
  if (hostname === undefined) return false;
  return hostname === "localhost" || isLoopbackAddress(hostname.replace(/^\[(.*)\]$/, "$1"));
}

/**
 * Why a request is refused whatever it asks, or undefined: one that came in over loopback must
 * name a loopback Host. Only a browser's page of another name (DNS rebinding) sends another,
 * and it would read the site, its drafts and the build's errors. A request from the network, to a
 * server started with --host, may name the machine as it likes.
 */
export function foreignHostRefusal(req: IncomingMessage): string | undefined {
  if (!isLoopbackAddress(req.socket.localAddress) || isLoopbackHost(req.headers.host)) return undefined;
  return (
    `Refused: over loopback this server answers only requests for localhost, 127.0.0.1 or [::1], not Host "${req.headers.host ?? ""}". ` +
    "A tunnel or proxy in front of it must send one of those as Host."
  );
}
