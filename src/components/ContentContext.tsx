import { createContext, useContext } from "react";
import type { Article } from "../models/blog/article.ts";
import type { ResponsiveImage } from "site-generator";

/** Content read from files by the build (content/), available to every page. */
export interface SiteContent {
  /** Newest first. */
  articles: readonly Article[];
  /** Articles listed on each blog listing page after the top three. */
  pageSize: number;
  /** The site's images the build made responsive (`images` of the site definition), by site path. */
  images: Readonly<Record<string, ResponsiveImage>>;
}

const ContentContext = createContext<SiteContent>({ articles: [], pageSize: 9, images: {} });

export const ContentProvider = ContentContext.Provider;

export function useContent(): SiteContent {
  return useContext(ContentContext);
}
