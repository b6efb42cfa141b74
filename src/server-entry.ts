/**
 * What the build imports from the site: its routes, config and renderer. The build bundles
 * this file afresh on every build (pages are TypeScript), so the CLI itself never loads site code.
 */
export { ROUTES, NOT_FOUND, type Route } from "./routes.ts";
export { SITE, SPEC, PLACEHOLDERS } from "./site.ts";
export { renderPage, type PageAssets, type RenderedPage } from "./render/render-page.tsx";
export { blogRoutes } from "./blog/blog-routes.ts";
export { BLOG_CATEGORIES } from "./content/blog.ts";
/** Where this bundle was loaded from: the build loads it again with source maps on after an error. */
export const moduleUrl = import.meta.url;
