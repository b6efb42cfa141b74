import Blog from "../../pages/blog.tsx";
import NewsletterThanks from "../../pages/newsletter/merci.tsx";
import NotFound from "../../pages/404.tsx";
import { THANK_YOU_PATH } from "../newsletter/settings.ts";
import pages from "../../content/site/pages.yaml";
import type { Route } from "../models/route.ts";

/**
 * Every page of the site but those made from content (the blog's articles, the legal pages of
 * content/legal/, the composed pages of content/pages/, the home page among them). A page that is code (a listing, a form's
 * answer) is one entry here plus its file in pages/, and its label, title
 * and description in content/site/pages.yaml.
 */
export const ROUTES: Route[] = [
  {
    path: "/blog/",
    ...pages.blog,
    page: Blog,
    searchable: false,
  },
  {
    path: THANK_YOU_PATH,
    ...pages["newsletter-merci"],
    page: NewsletterThanks,
    indexable: false,
  },
];

/** Served by static hosts for any unknown path; written to 404.html, never indexed. */
export const NOT_FOUND: Route = {
  path: "/404.html",
    ...pages["not-found"],
  page: NotFound,
};
