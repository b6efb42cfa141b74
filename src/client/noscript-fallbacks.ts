/**
 * Writes into the page what `<noscript data-scriptless>` holds, as a browser without JavaScript
 * shows it: for when the script meant to make something better of it has failed (main.ts,
 * enhance.ts). With scripting on, a noscript's content is only text, which costs the first paint
 * nothing (the demo videos' native controls, src/components/DemoVideo.tsx).
 */
export function showScriptlessContent(): void {
  for (const fallback of document.querySelectorAll("noscript[data-scriptless]")) fallback.outerHTML = fallback.textContent ?? "";
}
