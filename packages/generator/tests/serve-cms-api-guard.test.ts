// The editor API's handler, called with requests made here: peers of any address, which no test
// could connect from, and bodies sent in pieces.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { answerCmsApi, CMS_API_MAX_BODY_BYTES, type CmsApiTarget } from "../src/serve/cms-api-handler.ts";
import { CMS_API_PATH } from "../src/serve/cms-backend.ts";
import { foreignHostRefusal, isLoopbackAddress } from "../src/serve/loopback.ts";

const PORT = 4321;
const READ = { action: "getEntry", params: { branch: "main", path: "content/home/hero.yaml" } };

interface Sent {
  remoteAddress?: string;
  localAddress?: string;
  headers?: Record<string, string | undefined>;
  chunks?: Buffer[];
}

/** A request as Node's server hands it over: its socket's addresses, its headers, its body. */
function requestOf(sent: Sent): IncomingMessage {
  // A socket already closed has no remote address: `remoteAddress: undefined` is that socket.
  const { remoteAddress } = "remoteAddress" in sent ? sent : { remoteAddress: "127.0.0.1" };
  const { localAddress = "127.0.0.1", headers = {}, chunks = [Buffer.from(JSON.stringify(READ))] } = sent;
  const given = { host: `127.0.0.1:${PORT}`, origin: `http://127.0.0.1:${PORT}`, "content-type": "application/json; charset=utf-8", ...headers };
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return Object.assign(Readable.from(chunks), { method: "POST", url: CMS_API_PATH, headers: defined, socket: { remoteAddress, localAddress } }) as unknown as IncomingMessage;
}

let root: string;
let target: CmsApiTarget & { send: ReturnType<typeof vi.fn> };

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "site-cms-guard-"));
  await mkdir(path.join(root, "content", "home"), { recursive: true });
  await writeFile(path.join(root, "content", "home", "hero.yaml"), "title: Un titre\n");
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** What the handler answers, and what it handed to the backend. */
async function answer(sent: Sent) {
  target = { root, contentDir: path.join(root, "content"), send: vi.fn((_body: Buffer, res: ServerResponse) => void res.writeHead(200).end()) };
  const got = { status: 0, headers: {} as OutgoingHttpHeaders, text: "" };
  const res = {
    writeHead(status: number, headers: OutgoingHttpHeaders = {}) {
      Object.assign(got, { status, headers });
      return res;
    },
    end(body?: Buffer) {
      got.text = body ? body.toString() : "";
      return res;
    },
  };
  await answerCmsApi(requestOf(sent), res as unknown as ServerResponse, target);
  return got;
}

describe("the editor API's handler", () => {
  describe("given a peer that is not this machine", () => {
    it.each(["192.0.2.10", "::ffff:192.0.2.10", "fe80::1", "10.0.0.1", undefined])("refuses %s with 403 and a plain-text reason, and sends nothing on", async (remoteAddress) => {
      const got = await answer({ remoteAddress });
      expect(got.status).toBe(403);
      expect(got.headers["Content-Type"]).toMatch(/^text\/plain/);
      expect(got.text).toContain(remoteAddress ?? "unknown");
      expect(target.send).not.toHaveBeenCalled();
    });
  });

  describe("given a peer on this machine's loopback", () => {
    it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])("hands the body from %s to the backend byte for byte", async (remoteAddress) => {
      const body = Buffer.from(JSON.stringify(READ));
      const got = await answer({ remoteAddress, chunks: [body] });
      expect(got.status).toBe(200);
      expect(target.send).toHaveBeenCalledOnce();
      expect(Buffer.compare(target.send.mock.calls[0]![0] as Buffer, body)).toBe(0);
    });
  });

  describe("given the Host the browser sent", () => {
    it.each(["rebound.attacker.test:4321", "localhost.attacker.test", "127.0.0.1.nip.io:4321", "attacker.test@127.0.0.1", "127.0.0.1:4321/x", "", undefined])(
      "refuses %s with 403",
      async (host) => {
        const got = await answer({ headers: { host, origin: undefined } });
        expect(got.status).toBe(403);
        expect(target.send).not.toHaveBeenCalled();
      },
    );

    it.each(["localhost:4321", "LOCALHOST", "127.0.0.1", "[::1]:4321", "127.1:4321"])("accepts %s, a name of the loopback", async (host) => {
      expect((await answer({ headers: { host, origin: undefined } })).status).toBe(200);
    });
  });

  describe("given the Origin of the page that sent it", () => {
    it.each(["http://localhost:4321", "http://127.0.0.1:4322", "https://127.0.0.1:4321", "http://attacker.test", "null"])("refuses %s, another origin than the Host's", async (origin) => {
      const got = await answer({ headers: { origin } });
      expect(got.status).toBe(403);
      expect(got.text).toContain(origin);
    });

    it("accepts the Host's own origin, and no Origin at all (not a browser's page)", async () => {
      expect((await answer({ headers: { host: `localhost:${PORT}`, origin: `http://localhost:${PORT}` } })).status).toBe(200);
      expect((await answer({ headers: { origin: undefined } })).status).toBe(200);
    });
  });

  describe("given a body sent in pieces, without a length", () => {
    it("refuses it with 413 once it passes the limit, in JSON the editor shows", async () => {
      const piece = Buffer.alloc(1024 * 1024, "A");
      const chunks = Array.from({ length: CMS_API_MAX_BODY_BYTES / piece.length + 1 }, () => piece);
      const got = await answer({ chunks });
      expect(got.status).toBe(413);
      expect(JSON.parse(got.text)).toEqual({ error: expect.stringContaining(`${CMS_API_MAX_BODY_BYTES / 1024 / 1024} Mo`) });
      expect(target.send).not.toHaveBeenCalled();
    });
  });
});

describe("a request that came in over loopback", () => {
  const request = (localAddress: string, host: string) => ({ socket: { localAddress }, headers: { host } }) as unknown as IncomingMessage;

  it("is refused whatever it asks when it names another Host, as a DNS-rebinding page's does", () => {
    expect(foreignHostRefusal(request("127.0.0.1", "rebound.attacker.test:4321"))).toContain("rebound.attacker.test");
    expect(foreignHostRefusal(request("::1", "rebound.attacker.test"))).toContain("rebound.attacker.test");
    expect(foreignHostRefusal(request("127.0.0.1", "localhost:4321"))).toBeUndefined();
  });

  it("is not: one from the network, to a server started with --host, may name the machine as it likes", () => {
    expect(foreignHostRefusal(request("192.0.2.1", "poste-de-travail.local:4321"))).toBeUndefined();
  });
});

describe("isLoopbackAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.255.0.9", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["0:0:0:0:0:0:0:1", true],
    ["128.0.0.1", false],
    ["::ffff:192.0.2.10", false],
    ["0.0.0.0", false],
    ["::", false],
    ["localhost", false],
  ])("%s: %s", (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});
