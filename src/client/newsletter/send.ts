import type { Adapter, Outcome } from "./adapters.ts";

/** After this long without an answer the sign-up is given up on: it may have arrived all the same. */
export const SEND_TIMEOUT_MS = 10_000;

/** How long the provider has to answer the check that it can be reached at all. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * Sends a form's fields to its provider and reads the answer. What cannot be read is not a
 * failure: a provider that does not allow the site's origin (CORS) still gets the POST, which a
 * browser sends without asking first (form data is a "simple" request), and takes the address;
 * only its answer is kept from the script. So a request that fails without an answer is
 * "unknown" if the provider can be reached (probe), "failed" (nothing went) if it cannot; one that
 * gets no answer in time, or an answer cut short, is "unknown" too.
 */
export async function send(adapter: Adapter, action: string, data: FormData, timeoutMs = SEND_TIMEOUT_MS): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const { url, init } = adapter.request(action, data);
  try {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: controller.signal });
    } catch {
      if (controller.signal.aborted) return "unknown";
      return (await reachable(url)) ? "unknown" : "failed";
    }
    // Read under the same timer: a provider may send its headers and never its body. It has the
    // request by then, whatever the body would have said.
    return await adapter.read(response).catch((): Outcome => "unknown");
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the provider answers at all, whatever it answers: a `no-cors` request resolves on any
 * answer, unread, and rejects only when none came (no network, the host unknown or down, the
 * request refused before it left). A HEAD of the origin's root, which subscribes no one. No
 * answer in time says nothing either way: taken as reachable, the cautious side.
 */
async function reachable(url: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    await fetch(`${new URL(url).origin}/`, { method: "HEAD", mode: "no-cors", credentials: "omit", cache: "no-store", signal: controller.signal });
    return true;
  } catch {
    return controller.signal.aborted;
  } finally {
    clearTimeout(timer);
  }
}
