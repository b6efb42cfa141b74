import { createContext, useContext } from "react";
import { withBase } from "site-generator/url";

export interface PageInfo {
  /** Deployment base path, "/" or "/sub/path/". */
  base: string;
  /** Path of the page being rendered, e.g. "/blog/". */
  path: string;
  /** In a build `site serve` serves, where a page posts what it would send elsewhere (RenderOptions). */
  previewBeacon?: string;
  /** The page's campaign (Route.campaign), for the audience measurement. */
  campaign?: string;
  /** The stylesheet of what the site's scripts make, which they link themselves (RenderOptions.assets). */
  scriptStylesheet?: string;
  /**
   * The day of the build, YYYY-MM-DD in the site's time zone (RenderOptions.today). The editor's
   * preview, which draws no footer, has none.
   */
  today?: string;
}

const PageContext = createContext<PageInfo>({ base: "/", path: "/" });

export const PageProvider = PageContext.Provider;

export function usePage(): PageInfo {
  return useContext(PageContext);
}

/** Returns a function that turns a site path into a URL honouring the base path. */
export function useHref(): (path: string) => string {
  const { base } = usePage();
  return (path) => withBase(base, path);
}
