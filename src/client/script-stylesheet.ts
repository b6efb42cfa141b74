let linked: Promise<void> | undefined;

/**
 * Links, once per page, the stylesheet of the markup the scripts make (the CSS files of
 * src/client/, which no page links: packages/generator/src/page-styles.ts), named by the footer's link
 * (data-stylesheet, src/components/PrivacyChoices.tsx). Resolves once it has loaded, or failed:
 * what the scripts make works unstyled too.
 */
export function scriptStylesheet(): Promise<void> {
  linked ??= new Promise((resolve) => {
    const href = document.querySelector<HTMLElement>("[data-stylesheet]")?.dataset.stylesheet;
    if (!href) return resolve();
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => resolve());
    document.head.append(link);
  });
  return linked;
}
