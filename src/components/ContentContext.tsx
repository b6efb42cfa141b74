import { createContext, useContext } from "react";
import type { Article } from "../blog/article.ts";

/** Content read from files by the build (content/), available to every page. */
export interface SiteContent {
  /** Newest first. */
  articles: readonly Article[];
  /** Articles listed on each blog listing page after the top three. */
  pageSize: number;
}

const ContentContext = createContext<SiteContent>({ articles: [], pageSize: 9 });

export const ContentProvider = ContentContext.Provider;

export function useContent(): SiteContent {
  return useContext(ContentContext);
}
