/** The 404 page's texts: the spec gives them in English (§2, §8). */
export const NOT_FOUND_COPY = {
  title: "Oops! Page not found",
  lead: "Cette page n'existe pas ou a été déplacée. Les liens ci-dessus mènent à nos solutions.",
  home: "Return to Home",
} as const;
