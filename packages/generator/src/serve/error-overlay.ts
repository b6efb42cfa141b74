import { escapeHtml } from "../escape-html.ts";

export const ERROR_OVERLAY_ID = "__site-error";

/**
 * Served as a stylesheet of its own (/__site/overlay.css): the site's Content-Security-Policy,
 * which `site serve` applies, refuses inline style attributes.
 */
export const OVERLAY_CSS = `#${ERROR_OVERLAY_ID}{position:fixed;inset:0;z-index:2147483647;overflow:auto;box-sizing:border-box;margin:0;padding:3rem 2rem 2rem;background:rgba(24,24,27,.96);color:#fafafa;font:14px/1.6 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;text-align:left}
#${ERROR_OVERLAY_ID} p{margin:0 0 1rem;color:#fca5a5;font:inherit;font-weight:700}
#${ERROR_OVERLAY_ID} pre{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;color:inherit;background:none}
#${ERROR_OVERLAY_ID} button{position:absolute;top:1rem;right:1rem;padding:.25rem .75rem;border:1px solid #a1a1aa;border-radius:4px;background:#27272a;color:inherit;font:inherit;cursor:pointer}
`;

/** The overlay that covers the page while the last build is broken; the message is escaped. */
export function renderErrorOverlay(message: string): string {
  return (
    `<div id="${ERROR_OVERLAY_ID}" role="alert">` +
    `<button type="button" data-site-dismiss>Dismiss</button>` +
    `<p>Build error</p><pre>${escapeHtml(message)}</pre></div>`
  );
}
