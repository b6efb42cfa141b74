import { ERROR_OVERLAY_ID, renderErrorOverlay } from "./error-overlay.ts";

/** Fixed and outside any base path, so the client never has to know the base. */
export const EVENTS_PATH = "/__site/events";
export const RELOAD_SCRIPT_PATH = "/__site/reload.js";
export const OVERLAY_STYLES_PATH = "/__site/overlay.css";

/**
 * Injected before </body> in live-reload mode. External files, not inline code: the site's
 * Content-Security-Policy, which `site serve` applies, allows no inline script or style.
 */
export const RELOAD_CLIENT_TAGS = `<link rel="stylesheet" href="${OVERLAY_STYLES_PATH}"><script src="${RELOAD_SCRIPT_PATH}"></script>`;

/**
 * Reloads the page on `reload`, shows the message of an `error` event in the overlay, hides it
 * on `clear`. Reloads too when the connection comes back after a server restart. A page marked
 * `data-live-reload="code"` (the editor at /admin/, whose entry being edited a reload would lose)
 * reloads only when the site's code or styles changed (its preview links the stylesheets by their
 * hashed names): not on a change of content, nor on a restart, which says nothing of what changed.
 */
export const RELOAD_CLIENT_JS = `(() => {
  const id = ${JSON.stringify(ERROR_OVERLAY_ID)};
  const template = ${JSON.stringify(renderErrorOverlay(""))};
  const hide = () => document.getElementById(id)?.remove();
  const show = (message) => {
    hide();
    const holder = document.createElement("template");
    holder.innerHTML = template;
    holder.content.querySelector("pre").textContent = message;
    document.body.append(holder.content);
  };
  document.addEventListener("click", (event) => {
    if (event.target.closest?.("[data-site-dismiss]")) hide();
  });
  const onCodeOnly = document.documentElement.dataset.liveReload === "code";
  const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
  let opened = false;
  events.addEventListener("open", () => {
    if (opened && !onCodeOnly) location.reload();
    opened = true;
  });
  events.addEventListener("reload", (event) => {
    if (!onCodeOnly || event.data === "code") location.reload();
  });
  events.addEventListener("clear", hide);
  // EventSource also fires "error" when the connection drops; only the server's event has data.
  events.addEventListener("error", (event) => {
    if (typeof event.data === "string") show(JSON.parse(event.data));
  });
})();
`;
