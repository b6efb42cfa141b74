import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syntheticArticle } from "../../scripts/synthetic-articles.ts";
import { SITE } from "../../src/site.ts";
import { blogAtScale } from "../helpers/blog-at-scale.ts";
import { copyProject } from "../helpers/project-copy.ts";

// The feed stays light however large the blog: it holds the SITE.blogFeedSize newest articles.
// Generated article n is dated after article n - 1 (scripts/synthetic-articles.ts, up to 335),
// so the newest are those of the highest numbers.
const COUNT = SITE.blogFeedSize + 5;
const dateOf = (n: number) => /^date: (\S+)$/m.exec(syntheticArticle(n))![1]!;

describe(`given ${COUNT} articles, more than SITE.blogFeedSize (${SITE.blogFeedSize})`, () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let feed: string;

  beforeAll(async () => {
    let dist: string;
    ({ project, dist } = await blogAtScale(COUNT, { only: true }));
    feed = readFileSync(path.join(dist, "blog", "feed.xml"), "utf8");
  });
  afterAll(() => project?.remove());

  it("holds only the newest SITE.blogFeedSize articles, newest first", () => {
    const ids = [...feed.matchAll(/<entry>\s*<title>[^<]*<\/title>\s*<link [^>]*\/>\s*<id>([^<]+)<\/id>/g)].map((match) => match[1]);
    const newest = Array.from({ length: SITE.blogFeedSize }, (_, index) => `${SITE.siteUrl}/blog/bench-${COUNT - index}/`);
    expect(ids).toEqual(newest);
  });

  it("dates the feed by its newest article, not by the day of the build", () => {
    expect(feed).toContain(`<updated>${dateOf(COUNT)}T00:00:00Z</updated>\n  <entry>`);
  });
});
