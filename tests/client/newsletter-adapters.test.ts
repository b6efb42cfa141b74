import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { brevo, generic } from "../../src/client/newsletter/adapters.ts";
import { send } from "../../src/client/newsletter/send.ts";

const fields = () => {
  const data = new FormData();
  data.set("EMAIL", "marie@entreprise.fr");
  data.set("email_address_check", "");
  data.set("locale", "fr");
  return data;
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the Brevo adapter", () => {
  it("posts the form's fields as its embed script does: multipart, to the action with ?isAjax=1, without cookies", () => {
    const data = fields();
    const { url, init } = brevo.request("https://a1b2.sibforms.com/serve/MUIF==", data);
    expect(url).toBe("https://a1b2.sibforms.com/serve/MUIF==?isAjax=1");
    expect(init).toMatchObject({ method: "POST", mode: "cors", credentials: "omit" });
    expect(init.body).toBe(data);
  });

  it.each([
    ["a success", json(200, { success: true, message: "OK", redirect: "https://www.example.fr/newsletter/merci/" }), "success"],
    ["an error on the address", json(400, { success: false, errors: { EMAIL: "Adresse invalide" } }), "rejected"],
    ["an error on the address, answered 200", json(200, { success: false, errors: { EMAIL: "Adresse invalide" } }), "rejected"],
    ["an error on another field", json(400, { success: false, errors: { locale: "?" } }), "failed"],
    ["a server error page", new Response("<h1>Erreur</h1>", { status: 500 }), "failed"],
    ["a 200 that is not its JSON", new Response("<html>", { status: 200 }), "failed"],
    ["a success flag that is not true", json(200, { success: "true" }), "failed"],
  ])("reads %s", async (_, response, outcome) => {
    expect(await brevo.read(response)).toBe(outcome);
  });
});

describe("the generic adapter", () => {
  it("posts the fields url-encoded, as the form would, and does not follow a redirection", () => {
    const { url, init } = generic().request("https://lettre.example.fr/subscribe", fields());
    expect(url).toBe("https://lettre.example.fr/subscribe");
    expect(String(init.body)).toBe("EMAIL=marie%40entreprise.fr&email_address_check=&locale=fr");
    expect(init).toMatchObject({ method: "POST", mode: "cors", credentials: "omit", redirect: "manual" });
  });

  const redirection = { ok: false, status: 0, type: "opaqueredirect" } as Response;
  it.each([
    ["a 2xx", new Response(null, { status: 201 }), undefined, "success"],
    ["a redirection", redirection, undefined, "success"],
    ["its already-subscribed status", new Response(null, { status: 409 }), 409, "already"],
    ["a 409 from a service that has no such status", new Response(null, { status: 409 }), undefined, "failed"],
    ["a 400", new Response(null, { status: 400 }), 409, "failed"],
    ["a 500", new Response(null, { status: 500 }), 409, "failed"],
  ])("reads %s", async (_, response, already, outcome) => {
    expect(await generic(already).read(response)).toBe(outcome);
  });
});

describe("sending", () => {
  let server: Server;
  let origin: string;
  /** What the provider was asked, "POST /ok" or "HEAD /": the sign-ups and the checks that it answers. */
  const asked: string[] = [];
  beforeAll(async () => {
    // /ok answers at once and /error with an error it lets the page read; /silent never answers;
    // /cut takes the request and closes the connection before answering, as the answer a browser
    // keeps from the page (CORS) looks to it; /short sends its headers, then closes mid-body.
    server = createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      request.resume();
      if (request.method !== "POST") return void response.writeHead(405).end();
      if (request.url?.startsWith("/ok")) response.writeHead(200, { "Content-Type": "application/json" }).end('{"success":true}');
      if (request.url?.startsWith("/error")) response.writeHead(500, { "Content-Type": "application/json" }).end('{"success":false}');
      if (request.url?.startsWith("/cut")) request.on("end", () => request.socket.destroy());
      if (request.url?.startsWith("/short")) {
        response.writeHead(200, { "Content-Type": "application/json", "Content-Length": "100" }).write('{"succ');
        setTimeout(() => response.destroy(), 20);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => void (asked.length = 0));
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("reads the provider's answer", async () => {
    expect(await send(brevo, `${origin}/ok`, fields())).toBe("success");
  });

  it("fails on an error the provider lets it read: nothing was taken, the visitor may send it again", async () => {
    expect(await send(brevo, `${origin}/error`, fields())).toBe("failed");
  });

  it("cannot tell when the provider does not answer in time: the request may have arrived", async () => {
    expect(await send(brevo, `${origin}/silent`, fields(), 50)).toBe("unknown");
  });

  it("cannot tell when the request went but no answer came back, once the provider is seen to answer at all", async () => {
    expect(await send(brevo, `${origin}/cut`, fields())).toBe("unknown");
    // The timed-out test's request, given up on by the page, may reach the server only now.
    expect(asked.filter((line) => !line.startsWith("POST /silent"))).toEqual(["POST /cut?isAjax=1", "HEAD /"]);
  });

  it("cannot tell when the answer is cut short: the provider had the request", async () => {
    expect(await send(brevo, `${origin}/short`, fields())).toBe("unknown");
  });

  it("fails when the provider cannot be reached: nothing went", async () => {
    expect(await send(brevo, "http://127.0.0.1:1/serve/x", fields())).toBe("failed");
  });
});
