// `npm run bench`: times `site build` as a whole process, the way a developer or CI runs it.
//   npm run bench                  the site as it is: median of several cold processes
//   npm run bench -- --scale 100,1000   the same with N synthetic pages added to a copy of the project
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { copyProject, PROJECT_ROOT } from "../tests/helpers/project-copy.ts";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "7" }, scale: { type: "string", default: "" } },
});
const RUNS = Number(values.runs);

function timeBuild(root: string, out: string, clearCache: boolean): number {
  if (clearCache) rmSync(path.join(root, ".cache"), { recursive: true, force: true });
  const started = performance.now();
  execFileSync(process.execPath, [path.join(root, "bin", "site.js"), "build", "--out", out], { cwd: root, stdio: "ignore" });
  return performance.now() - started;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function measure(root: string, clearCache: boolean): number {
  const out = mkdtempSync(path.join(os.tmpdir(), "site-bench-out-"));
  timeBuild(root, out, false); // one warm-up: disk caches, not our build cache
  const samples = Array.from({ length: RUNS }, () => timeBuild(root, out, clearCache));
  rmSync(out, { recursive: true, force: true });
  return median(samples);
}

/** A page of the size and shape of a real one: headings, paragraphs, a list, links. */
function syntheticPage(index: number): string {
  const paragraphs = Array.from(
    { length: 6 },
    (_, p) =>
      `      <p>Fiche ${index}, paragraphe ${p + 1} : les permis de construire déposés dans le secteur annoncent des chantiers à venir ; ` +
      `un suivi régulier permet de contacter les maîtres d'ouvrage avant la consultation des entreprises.</p>`,
  ).join("\n");
  return `import { PageIntro } from "../../src/components/PageIntro.tsx";

export default function BenchPage${index}() {
  return (
    <>
      <PageIntro title="Fiche de démonstration ${index}">Page générée pour mesurer la montée en charge du générateur.</PageIntro>
      <section className="container">
${paragraphs}
        <ul>{["Permis", "Croissance", "Marchés", "Finances"].map((item) => <li key={item}>{item} ${index}</li>)}</ul>
      </section>
    </>
  );
}
`;
}

async function withExtraPages(count: number): Promise<number> {
  const project = await copyProject();
  try {
    const dir = path.join(project.root, "pages", "bench");
    mkdirSync(dir);
    const imports: string[] = [];
    const entries: string[] = [];
    for (let i = 1; i <= count; i++) {
      writeFileSync(path.join(dir, `page-${i}.tsx`), syntheticPage(i));
      imports.push(`import Page${i} from "./page-${i}.tsx";`);
      entries.push(`  { path: "/bench/page-${i}/", page: Page${i}, title: "Fiche ${i}", description: "Page de mesure ${i} du générateur statique." },`);
    }
    writeFileSync(
      path.join(dir, "index.ts"),
      `import type { Route } from "../../src/routes.ts";\n${imports.join("\n")}\n\nexport const BENCH_ROUTES: Route[] = [\n${entries.join("\n")}\n];\n`,
    );
    appendFileSync(
      path.join(project.root, "src", "routes.ts"),
      `\nimport { BENCH_ROUTES } from "../pages/bench/index.ts";\nROUTES.push(...BENCH_ROUTES);\n`,
    );
    return measure(project.root, false);
  } finally {
    await project.remove();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(3)} s`;
console.log(`site build, whole process, median of ${RUNS} runs (node ${process.version}, ${os.cpus().length} cores)`);
console.log(`  site as it is, build cache warm   ${seconds(measure(PROJECT_ROOT, false))}`);
console.log(`  site as it is, build cache empty  ${seconds(measure(PROJECT_ROOT, true))}`);
if (values.scale) {
  const base = await withExtraPages(0);
  console.log(`  copy of the site, no extra pages  ${seconds(base)}`);
  for (const count of values.scale.split(",").map(Number)) {
    const total = await withExtraPages(count);
    const perPage = (total - base) / count;
    console.log(`  + ${String(count).padStart(5)} pages  ${seconds(total)}  (${perPage.toFixed(2)} ms per extra page)`);
  }
}
