// One Markdown table row from a Lighthouse JSON report, then the audits that cost points.
// Usage: node summarize.mjs report.json route
import { readFileSync } from "node:fs";

const [file, route] = process.argv.slice(2);
let report;
try {
  report = JSON.parse(readFileSync(file, "utf8"));
} catch {
  console.log(`| \`${route}\` | run failed | | | | | | | |`);
  process.exit(0);
}
const score = (id) => {
  const value = report.categories[id]?.score;
  return value == null ? "–" : String(Math.round(value * 100));
};
const metric = (id) => report.audits[id]?.displayValue ?? "–";
console.log(
  `| \`${route}\` | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${metric("first-contentful-paint")} | ${metric("largest-contentful-paint")} | ${metric("total-blocking-time")} | ${metric("cumulative-layout-shift")} |`,
);
for (const [category, { auditRefs }] of Object.entries(report.categories)) {
  for (const { id, weight } of auditRefs) {
    const audit = report.audits[id];
    if (weight > 0 && audit.score !== null && audit.score < 0.9)
      console.error(`   ${route}: ${category} ${id} ${audit.score} ${audit.displayValue ?? ""}`);
  }
}
