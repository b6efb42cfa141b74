import { expect } from "vitest";
import type { SiteServer } from "../../src/serve/start-server.ts";
import { FIXTURE_CSS } from "./serve-fixture.ts";
import { rawRequest } from "./serve-raw-request.ts";

/** A request to a running server; redirects are returned, not followed, so tests see the 301. */
export const get = (on: SiteServer, target: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${on.port}${target}`, { redirect: "manual", ...init });

/** After a bad request, the same server still answers a plain one. */
export async function expectStillServing(on: SiteServer) {
  const response = await rawRequest(on.port, "/style.css");
  expect(response.status).toBe(200);
  expect(response.body.toString()).toBe(FIXTURE_CSS);
}

// toEqual on 200 kB buffers takes half a second per assertion.
export function expectSameBytes(actual: Buffer, expected: Buffer) {
  expect(actual.length).toBe(expected.length);
  expect(actual.equals(expected), "same length, different bytes").toBe(true);
}
