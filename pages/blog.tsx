import { BlogListingPage } from "../src/templates/BlogListingPage.tsx";

/** /blog/: the first page of the listing (further pages are generated from the articles). */
export default function Blog() {
  return <BlogListingPage page={1} />;
}
