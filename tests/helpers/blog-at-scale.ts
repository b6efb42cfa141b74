import { rmSync } from "node:fs";
import path from "node:path";
import { addSyntheticArticles } from "../../scripts/synthetic-articles.ts";
import { copyProject } from "./project-copy.ts";
import { runSite } from "./run-site.ts";

/**
 * A copy of the project whose blog has `count` generated articles more (scripts/synthetic-articles.ts),
 * or only those with `only`, built as `site build --no-compress` builds it: the blog at a scale the
 * shipped content does not reach. Fails naming what the build printed if it did not build.
 */
export async function blogAtScale(count: number, { only = false } = {}): Promise<{ project: Awaited<ReturnType<typeof copyProject>>; dist: string }> {
  const project = await copyProject();
  if (only) rmSync(path.join(project.root, "content", "blog"), { recursive: true, force: true });
  addSyntheticArticles(project.root, count);
  const build = await runSite(["build", "--no-compress"], project.root);
  if (build.code !== 0) throw new Error(`the build of ${count} generated articles failed:\n${build.stderr}`);
  return { project, dist: path.join(project.root, "dist") };
}
