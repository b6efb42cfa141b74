import { parseHTML } from "linkedom";
import { describe, expect, it, vi } from "vitest";
import { RELOAD_CLIENT_JS } from "../src/serve/reload-client.ts";

describe("reload client", () => {
  function runClient() {
    const { document, window } = parseHTML("<html><body><h1>Accueil</h1></body></html>");
    const listeners = new Map<string, (event: unknown) => void>();
    const source = { url: "" };
    class FakeEventSource {
      constructor(url: string) {
        source.url = url;
      }
      addEventListener(type: string, listener: (event: unknown) => void) {
        listeners.set(type, listener);
      }
    }
    const location = { reload: vi.fn() };
    const code = RELOAD_CLIENT_JS;
    new Function("document", "EventSource", "location", code)(document, FakeEventSource, location);
    const fire = (type: string, event: unknown = {}) => listeners.get(type)?.(event);
    return { document, window, source, location, fire };
  }

  it("connects to /__site/events and reloads on a reload event", () => {
    const { source, location, fire } = runClient();
    expect(source.url).toBe("/__site/events");
    fire("reload");
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it("reloads when the connection opens again after a server restart, not on the first open", () => {
    const { location, fire } = runClient();
    fire("open");
    expect(location.reload).not.toHaveBeenCalled();
    fire("open");
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it("shows an error event's message as text in a dismissible overlay", () => {
    const { document, window, fire } = runClient();
    fire("error", { data: JSON.stringify("<b>cassé</b>") });
    const overlay = document.getElementById("__site-error");
    expect(overlay?.querySelector("pre")?.textContent).toBe("<b>cassé</b>");
    expect(overlay?.querySelector("b")).toBeNull();
    overlay?.querySelector("[data-site-dismiss]")?.dispatchEvent(new window.Event("click", { bubbles: true }));
    expect(document.getElementById("__site-error")).toBeNull();
  });

  it("ignores connection errors and hides the overlay on clear", () => {
    const { document, fire } = runClient();
    fire("error", {});
    expect(document.getElementById("__site-error")).toBeNull();
    fire("error", { data: JSON.stringify("boom") });
    fire("error", { data: JSON.stringify("boom again") });
    expect(document.querySelectorAll("#__site-error")).toHaveLength(1);
    fire("clear");
    expect(document.getElementById("__site-error")).toBeNull();
  });
});
