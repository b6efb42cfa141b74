/**
 * What the provider made of a sign-up, as the form tells the visitor: "failed" when nothing was
 * taken (nothing reached the provider, or it answered an error), "unknown" when the request may
 * have reached it but its answer could not be read (send.ts).
 */
export type Outcome = "success" | "already" | "rejected" | "failed" | "unknown";

/**
 * How the script sends a form's fields to a provider without leaving the page, and reads the
 * answer; `read` rejects when the answer's body does not arrive whole.
 */
export interface Adapter {
  request(action: string, data: FormData): { url: string; init: RequestInit };
  read(response: Response): Promise<Outcome>;
}

/** Cross-origin, without cookies: the provider gets the fields, nothing of the visitor's session. */
const POST: RequestInit = { method: "POST", mode: "cors", credentials: "omit" };

/**
 * Brevo, as its own embed script does it (docs/newsletter.md): the form's fields as multipart
 * form data to the form's action with `?isAjax=1`, answered in JSON `{ success, message,
 * errors, redirect }`, `errors` by field name. Its `redirect` (the form's redirection setting)
 * is for plain POSTs here: the page never leaves. Brevo says nothing of an address already on the
 * list (its form subscribes it again), so neither does this.
 */
export const brevo: Adapter = {
  request: (action, data) => ({ url: `${action}?isAjax=1`, init: { ...POST, body: data } }),
  async read(response) {
    const answer = parseJson(await response.text()) as { success?: unknown; errors?: object } | undefined;
    if (response.ok && answer?.success === true) return "success";
    if (answer?.errors && "EMAIL" in answer.errors) return "rejected";
    return "failed";
  },
};

/**
 * Any service taking the form's POST: the same fields, url-encoded as the form posts them.
 * Success is a 2xx, or a redirection (a service given a return address answers with one; the
 * script does not follow it); `alreadyStatus`, if the service has one, is its answer for an
 * address already on the list.
 */
export function generic(alreadyStatus?: number): Adapter {
  return {
    request: (action, data) => ({
      url: action,
      init: { ...POST, body: new URLSearchParams(data as unknown as Record<string, string>), redirect: "manual", headers: { Accept: "application/json" } },
    }),
    async read(response) {
      if (response.ok || response.type === "opaqueredirect") return "success";
      return response.status === alreadyStatus ? "already" : "failed";
    },
  };
}

/** A body that is not JSON (an error page) is no answer of Brevo's; one cut short rejects in `text()`, before this. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The adapter of the provider the form names (data-newsletter, data-already), if the script knows it. */
export function adapterFor(form: HTMLFormElement): Adapter | undefined {
  const { newsletter, already } = form.dataset;
  if (newsletter === "brevo") return brevo;
  if (newsletter === "generic") return generic(already ? Number(already) : undefined);
  return undefined;
}
