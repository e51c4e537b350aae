// Main-thread blocking of a first load, measured many times in a fresh browser: a steadier
// companion to Lighthouse, whose one score per run moves more with this shared machine's load than
// with most changes to a page.
//
// Usage: node bench/lighthouse/blocking.mjs [--runs=9] [--variants=page,script-files-blocked,svg-as-png] URL...
//
// Each run starts a new Chromium (a first visit: no HTTP cache, no V8 code cache; the system's font
// cache does outlive it), loads the URL at Lighthouse's mobile size (412×823, 1.75 device pixels),
// records a trace and waits 2.5 s after the load event. Every round measures each URL and variant
// once, starting one place further along the list each round, so neither a change of the machine's
// load nor going first favours one of them. Per URL and variant it prints medians and ranges of:
// - blocking ×4: Σ max(0, 4·d − 50 ms) over the renderer's top-level tasks that end after first
//   contentful paint, each counted whole (Lighthouse counts only the part after that paint). The
//   shape of Lighthouse's total blocking time with its 4× CPU slowdown, not its number: Lighthouse
//   also simulates the network and where the tasks fall;
// - longest task (ms, not slowed, before first contentful paint too) and first contentful paint.
// Variants rewrite what the page fetches, to bound what a change could win before making it:
// - `page`: the page as served;
// - `script-files-blocked`: every request for a script file fails (what the HTML and CSS cost with
//   the inline scripts still running; a browser without JavaScript would also apply <noscript>);
// - `svg-as-png`: every SVG image is answered with a 1×1 PNG (what SVG images cost as documents
//   of their own, laid out and painted on the main thread);
// - `scripts-relayed` and `compile-hints`: every script passes through this script's hands, which
//   takes away the browser's streaming of it: unchanged, or with V8's `//# allFunctionsCalledOnLoad`
//   on top. Compare the two with each other, not with `page`.
// Compare two builds by serving them on two ports and passing both URLs.
// No DevTools domain is attached here, and that changes one task: evaluating React DOM took 23-35 ms
// (unslowed) in these runs, but 5-9 ms once the debugger or profiler is on, as under Lighthouse. Read
// the module-evaluation task in a Lighthouse trace (`--save-assets`) before working on it.
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const CPU_SLOWDOWN = 4;
const BLOCKING_THRESHOLD_MS = 50;
const SETTLE_MS = 2500;
// The names a task of the renderer's main thread goes by in a trace; with some categories both are
// recorded, one inside the other, so only the outermost counts.
const TASK_EVENTS = new Set(["ThreadControllerImpl::RunTask", "RunTask"]);
// A transparent 1×1 PNG.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Answers every script request with what the server sent, passed through `edit`. */
const relayScripts = (page, edit) =>
  page.route(/\.m?js(\?|$)/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });

const variants = {
  page: async () => {},
  "script-files-blocked": (page) => page.route(/\.m?js(\?|$)/, (route) => route.abort()),
  "scripts-relayed": (page) => relayScripts(page, (text) => text),
  "compile-hints": (page) => relayScripts(page, (text) => `//# allFunctionsCalledOnLoad\n${text}`),
  "svg-as-png": (page) =>
    page.route(/\.svg(\?|$)/, (route) =>
      route.request().resourceType() === "image"
        ? route.fulfill({ status: 200, contentType: "image/png", body: TINY_PNG })
        : route.continue(),
    ),
};

function parseArgs(argv) {
  const options = { runs: 9, variants: ["page"], urls: [] };
  const problems = [];
  for (const arg of argv) {
    if (arg.startsWith("--runs=")) options.runs = Number(arg.slice("--runs=".length));
    else if (arg.startsWith("--variants=")) options.variants = arg.slice("--variants=".length).split(",");
    else if (arg.startsWith("-")) problems.push(`unknown option: ${arg}`);
    else options.urls.push(arg);
  }
  const unknown = options.variants.filter((name) => !(name in variants));
  if (unknown.length > 0) problems.push(`unknown variant: ${unknown.join(", ")}`);
  if (!Number.isInteger(options.runs) || options.runs < 1)
    problems.push("--runs takes a whole number from 1");
  if (options.urls.length === 0) problems.push("no URL given");
  if (problems.length > 0) {
    console.error(
      `usage: node bench/lighthouse/blocking.mjs [--runs=9] [--variants=${Object.keys(variants).join(",")}] URL...`,
    );
    for (const problem of problems) console.error(problem);
    process.exit(2);
  }
  return options;
}

/** A trace without the marks a measure needs: Chromium drops them now and then; the run is made again. */
class MissingMarkError extends Error {}

/** The page's navigation, its first contentful paint and its main thread's tasks, from a trace. */
function tasksOf(traceFile) {
  const events = JSON.parse(readFileSync(traceFile, "utf8")).traceEvents;
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith("http"),
  );
  if (!navigation) throw new MissingMarkError("the trace has no navigation of the main frame to the URL");
  const onMainThread = (event) => event.pid === navigation.pid && event.tid === navigation.tid;
  const fcp = events.find(
    (event) =>
      event.name === "firstContentfulPaint" &&
      onMainThread(event) &&
      event.args?.data?.navigationId === navigation.args.data.navigationId &&
      event.ts >= navigation.ts,
  );
  if (!fcp) throw new MissingMarkError("the trace has no first contentful paint for that navigation");
  const all = events
    .filter((event) => event.ph === "X" && TASK_EVENTS.has(event.name) && onMainThread(event))
    .map((event) => ({ start: event.ts / 1000, end: (event.ts + event.dur) / 1000, ms: event.dur / 1000 }));
  const tasks = all.filter(
    (task) => !all.some((outer) => outer !== task && outer.start <= task.start && outer.end >= task.end),
  );
  return { fcpMs: (fcp.ts - navigation.ts) / 1000, fcpAt: fcp.ts / 1000, tasks };
}

async function measure(url, variant) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const traceFile = path.join(tmpdir(), `blocking-${process.pid}.json`);
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await variants[variant](page);
    await browser.startTracing(page, {
      path: traceFile,
      // navigationStart is a user-timing mark; the tasks are in the timeline categories.
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "loading",
        "blink.user_timing",
      ],
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    await browser.stopTracing();
  } finally {
    await browser.close();
  }
  const { fcpMs, fcpAt, tasks } = tasksOf(traceFile);
  rmSync(traceFile, { force: true });
  const blocking = tasks
    .filter((task) => task.end > fcpAt)
    .reduce((sum, task) => sum + Math.max(0, task.ms * CPU_SLOWDOWN - BLOCKING_THRESHOLD_MS), 0);
  return { blocking, longest: Math.max(0, ...tasks.map((task) => task.ms)), fcp: fcpMs };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const summary = (values) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

const options = parseArgs(process.argv.slice(2));
const cases = options.urls.flatMap((url) => options.variants.map((variant) => ({ url, variant, runs: [] })));
for (let round = 0; round < options.runs; round++) {
  for (let i = 0; i < cases.length; i++) {
    const entry = cases[(round + i) % cases.length];
    // Now and then a trace misses the navigation's marks; such a run is made again, up to twice.
    for (let attempt = 1; ; attempt++) {
      try {
        entry.runs.push(await measure(entry.url, entry.variant));
        break;
      } catch (error) {
        if (attempt === 3 || !(error instanceof MissingMarkError)) throw error;
        console.error(`${entry.url} ${entry.variant}: ${error.message}; measuring again`);
      }
    }
  }
}
console.log(`${options.runs} runs each, interleaved; median (lowest–highest)\n`);
console.log("| URL | variant | blocking ×4, ms | longest task, ms | first contentful paint, ms |");
console.log("| --- | --- | --: | --: | --: |");
for (const { url, variant, runs } of cases) {
  const of = (key) => summary(runs.map((result) => result[key]));
  console.log(`| ${url} | ${variant} | ${of("blocking")} | ${of("longest")} | ${of("fcp")} |`);
}
