import { createContext, useContext } from "react";
import type { Article } from "../models/blog/article.ts";
import type { Reference } from "../models/references/reference.ts";
import type { ResponsiveImage } from "site-generator";

/** Content read from files by the build (content/), available to every page. */
export interface SiteContent {
  /** Newest first. */
  articles: readonly Article[];
  /** The customer references shown, newest first (composed pages' references sections draw them). */
  references: readonly Reference[];
  /** Articles listed on each blog listing page after the top three. */
  pageSize: number;
  /** The site's images the build made responsive (`images` of the site definition), by site path. */
  images: Readonly<Record<string, ResponsiveImage>>;
}

const ContentContext = createContext<SiteContent>({ articles: [], references: [], pageSize: 9, images: {} });

export const ContentProvider = ContentContext.Provider;

export function useContent(): SiteContent {
  return useContext(ContentContext);
}
