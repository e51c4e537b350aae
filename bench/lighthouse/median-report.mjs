// Of several Lighthouse reports of one route, copies the one with the median performance score to
// TARGET and prints every run's score (to stderr, beside summarize.mjs's notes). A run that failed
// (no file, no score) ranks lowest, so failures pull the median down rather than hide.
// Usage: node median-report.mjs TARGET ROUTE REPORT...
import { copyFileSync, readFileSync, rmSync } from "node:fs";

const [target, route, ...reports] = process.argv.slice(2);

/** The report's performance score out of 100, or undefined for a run without one. */
function performanceOf(file) {
  try {
    const score = JSON.parse(readFileSync(file, "utf8")).categories?.performance?.score;
    return typeof score === "number" ? Math.round(score * 100) : undefined;
  } catch {
    return undefined;
  }
}

const runs = reports.map((file) => ({ file, score: performanceOf(file) }));
const ranked = [...runs].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
const median = ranked[Math.floor((ranked.length - 1) / 2)];
rmSync(target, { force: true });
if (median && median.score !== undefined) copyFileSync(median.file, target);
if (runs.length > 1) {
  const scores = runs.map((run) => run.score ?? "failed").join(", ");
  console.error(`   ${route}: performance ${scores} (median ${median?.score ?? "failed"})`);
}
