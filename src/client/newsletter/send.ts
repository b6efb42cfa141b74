import type { Adapter, Outcome } from "./adapters.ts";

/** After this long without an answer the sign-up has failed, and the visitor may try again. */
export const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends a form's fields to its provider and reads the answer. No answer in time, a network
 * failure or an answer the browser may not read (CORS) are all a failure: nothing says the
 * address was taken.
 */
export async function send(adapter: Adapter, action: string, data: FormData, timeoutMs = SEND_TIMEOUT_MS): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const { url, init } = adapter.request(action, data);
    const response = await fetch(url, { ...init, signal: controller.signal });
    // Read under the same timer: a provider may send its headers and never its body.
    return await adapter.read(response);
  } catch {
    return "failed";
  } finally {
    clearTimeout(timer);
  }
}
