import { BLOG_LISTING } from "../models/blog/blog-texts.ts";

/** Who wrote an article: a badge with the initials, then the name, labelled for screen readers. */
export function Byline({ author }: { author: string }) {
  return (
    <p className="blog-post__author">
      <span className="visually-hidden">{BLOG_LISTING.authorLabel} : </span>
      <span className="blog-post__avatar" aria-hidden="true">
        {initials(author)}
      </span>
      {author}
    </p>
  );
}

/** "Pôle Données" → "PD": the author's badge. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0])
    .join("")
    .slice(0, 2);
}
