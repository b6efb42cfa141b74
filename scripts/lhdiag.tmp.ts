import { writeFileSync } from "node:fs";
import { openLighthouseSite } from "./lib/lighthouse-run.ts";
const site = await openLighthouseSite();
const dir = process.env.OUT ?? "/tmp/lh";
try {
  const f = await site.runFloor(["performance"]);
  writeFileSync(`${dir}/floor.json`, JSON.stringify(f.lhr));
  for (const r of process.argv.slice(2)) {
    const rep = await site.run(r, ["performance"]);
    writeFileSync(`${dir}/${r.replace(/\//g, "_")}.json`, JSON.stringify(rep.lhr));
    console.log(r, Math.round(rep.fcpMs!), Math.round(rep.lcpMs!), "floor", Math.round(f.lcpMs!), "ratio", (rep.lcpMs! / f.lcpMs!).toFixed(2), "cls", rep.cls, "perf", rep.scores.performance);
  }
} finally { await site.close(); }
