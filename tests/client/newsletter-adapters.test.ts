import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  beforeAll(async () => {
    // Answers /ok at once, and never answers /silent.
    server = createServer((request, response) => {
      if (request.url?.startsWith("/ok")) response.writeHead(200, { "Content-Type": "application/json" }).end('{"success":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("reads the provider's answer", async () => {
    expect(await send(brevo, `${origin}/ok`, fields())).toBe("success");
  });

  it("fails when the provider does not answer in time", async () => {
    expect(await send(brevo, `${origin}/silent`, fields(), 50)).toBe("failed");
  });

  it("fails when the provider cannot be reached", async () => {
    expect(await send(brevo, "http://127.0.0.1:1/serve/x", fields())).toBe("failed");
  });
});
