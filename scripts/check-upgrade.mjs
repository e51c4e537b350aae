// `npm run check:upgrade`: would the site still build and work on the newest framework releases?
//
// Copies the committed tree into a scratch folder, moves React Router (every `react-router` and
// `@react-router/*` package to the newest version they ALL publish: they pin each other exactly),
// React and Vite to their newest compatible versions there, installs, type-checks, builds, checks
// the first-load JavaScript budgets, starts the production server and runs a few browser journeys
// against it. It prints what moved, which packages have a newer release their family doesn't share
// yet (so it can't be taken), and which step broke, with the end of that step's output. The
// checkout is never touched.
//
// It asks the npm registry, so it is not part of CI: an upstream release must not block a landing.
// Exit status: 0 when every step passed, 1 when one failed, 2 when the check itself could not run.
//
//   npm run check:upgrade [-- --keep] [-- --journeys tests/e2e/a.spec.ts,tests/e2e/b.spec.ts]
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { freePort, startServer } from "../tests/support/site-server.mjs";

const repoRoot = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const keep = args.includes("--keep");
const journeysArg = args[args.indexOf("--journeys") + 1];
const journeys =
  args.includes("--journeys") && journeysArg
    ? journeysArg.split(",")
    : ["tests/e2e/every-route.spec.ts", "tests/e2e/forms.spec.ts", "tests/e2e/shell.spec.ts"];

/** The packages that move together, and the ones that move on their own. */
const FRAMEWORK_PREFIX = "@react-router/";
const SOLO = [
  "react",
  "react-dom",
  "@types/react",
  "@types/react-dom",
  "vite",
  "@tailwindcss/vite",
  "tailwindcss",
];

const run = (command, argv, options = {}) =>
  execFileSync(command, argv, {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 << 20,
    ...options,
  });

const npmView = (spec, field) => JSON.parse(run("npm", ["view", spec, field, "--json"]) || "null");

/** Compares dotted release versions (no pre-releases: the registry's `versions` are filtered below). */
function compareVersions(a, b) {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}
const releases = (name) => (npmView(name, "versions") ?? []).filter((v) => /^\d+\.\d+\.\d+$/.test(v));

/** The newest release of `name` within a semver range, as the registry resolves it. */
const newestIn = (name, range) =>
  [npmView(`${name}@${range}`, "version")].flat().sort(compareVersions).at(-1);

/** The newest version every package of the family has published. */
function newestShared(names) {
  const [first, ...rest] = names.map((name) => new Set(releases(name)));
  const shared = [...first].filter((version) => rest.every((set) => set.has(version)));
  return shared.sort(compareVersions).at(-1);
}

/**
 * The newest release of the newest even-numbered Node line: the line that is LTS (from its October)
 * or about to be. Odd lines never become LTS.
 */
function newestNodeLts() {
  const latestMajor = Number(npmView("node", "version").split(".")[0]);
  const ltsMajor = latestMajor % 2 === 0 ? latestMajor : latestMajor - 1;
  return newestIn("node", String(ltsMajor));
}

/** Every step's outcome, in order, for the report. */
const steps = [];
function step(name, action) {
  const started = Date.now();
  try {
    const detail = action();
    steps.push({ name, ok: true, seconds: (Date.now() - started) / 1000, detail });
    return true;
  } catch (error) {
    const output = `${error.stdout ?? ""}${error.stderr ?? ""}`.trim() || String(error.message ?? error);
    steps.push({
      name,
      ok: false,
      seconds: (Date.now() - started) / 1000,
      detail: output.split("\n").slice(-30).join("\n"),
    });
    return false;
  }
}

/** Starts the scratch build as `npm run serve` does there and fetches a few pages of each kind. */
async function smoke(scratch) {
  const server = await startServer({
    root: scratch,
    buildDir: "build",
    inheritEnv: true,
    env: { DATA_DIR: path.join(scratch, "data", "smoke") },
    timeoutMs: 90_000,
  });
  try {
    const found = [];
    for (const page of ["/", "/Contact-us", "/blogs", "/our-services", "/a-page-that-does-not-exist"]) {
      const response = await fetch(`${server.url}${page}`);
      const html = await response.text();
      const want = page.startsWith("/a-page") ? 404 : 200;
      if (response.status !== want || !html.includes("<main")) {
        throw new Error(
          `${page} answered ${response.status} (wanted ${want}) ${html.includes("<main") ? "" : "without <main>"}\n${server.output()}`,
        );
      }
      found.push(`${page} ${response.status}`);
    }
    return found.join(", ");
  } finally {
    await server.stop();
  }
}

async function main() {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8"));
  const declared = { ...pkg.dependencies, ...pkg.devDependencies };
  const family = Object.keys(declared).filter(
    (name) => name === "react-router" || name.startsWith(FRAMEWORK_PREFIX),
  );
  const targets = {};
  /** Family members with a release newer than the one they all share: it can't be taken alone. */
  const aheadOfFamily = [];
  try {
    const shared = newestShared(family);
    if (!shared) throw new Error(`no version is published for every one of ${family.join(", ")}`);
    for (const name of family) {
      targets[name] = shared;
      const newest = npmView(name, "version");
      if (compareVersions(newest, shared) > 0) aheadOfFamily.push(`${name} ${newest}`);
    }
    // Each at its newest, or the newest the framework's build tool accepts as a peer (Vite).
    const peers = npmView(`@react-router/dev@${shared}`, "peerDependencies") ?? {};
    for (const name of SOLO.filter((name) => name in declared)) {
      targets[name] = name in peers ? newestIn(name, peers[name]) : npmView(name, "version");
    }
  } catch (error) {
    console.error(`check:upgrade could not ask the registry: ${error.message}`);
    process.exit(2);
  }
  // The framework's own floor for Node: when the running Node is older, the scratch copy brings a
  // current one from the registry's `node` package (npm scripts run node_modules/.bin first).
  const nodeFloor = npmView(`react-router@${targets["react-router"]}`, "engines")?.node ?? "";
  const floorVersion = /(\d+\.\d+\.\d+)/.exec(nodeFloor)?.[1];
  const needsNode = floorVersion && compareVersions(process.versions.node, floorVersion) < 0;
  const nodeTarget = needsNode ? newestNodeLts() : undefined;

  const scratch = mkdtempSync(path.join(tmpdir(), "northpeak-upgrade-"));
  console.log(`check:upgrade in ${scratch}`);
  const moves = Object.entries(targets).map(([name, version]) => `${name} ${declared[name]} -> ${version}`);
  if (nodeTarget)
    moves.push(`node ${process.versions.node} -> ${nodeTarget} (React Router needs ${nodeFloor})`);
  try {
    const archive = run("git", ["archive", "--format=tar", "HEAD"], { cwd: repoRoot, encoding: "buffer" });
    execFileSync("tar", ["-x", "-C", scratch], { input: archive });
    const scratchPkg = JSON.parse(readFileSync(path.join(scratch, "package.json"), "utf8"));
    for (const [name, version] of Object.entries(targets)) {
      const section = name in (scratchPkg.dependencies ?? {}) ? "dependencies" : "devDependencies";
      scratchPkg[section][name] = version;
    }
    if (nodeTarget) scratchPkg.devDependencies.node = nodeTarget;
    writeFileSync(path.join(scratch, "package.json"), `${JSON.stringify(scratchPkg, null, 2)}\n`);
    const inScratch = { cwd: scratch, env: { ...process.env, CI: "true" } };
    // A fresh resolution: the lock holds the old framework, and its peers refuse the new one. The
    // other packages therefore come at the newest their ranges allow, as a new install would get.
    rmSync(path.join(scratch, "package-lock.json"), { force: true });
    const installed =
      step(
        "npm install",
        () => run("npm", ["install", "--no-audit", "--no-fund"], inScratch) && "installed",
      ) && step("node version", () => run("npm", ["exec", "--", "node", "--version"], inScratch).trim());
    // The type check and the build each say what they find, even when the other fails.
    if (installed) step("typecheck", () => run("npm", ["run", "typecheck"], inScratch) && "no type errors");
    const ok =
      installed &&
      step(
        "build",
        () =>
          run("npm", ["run", "build"], { ...inScratch, env: { ...inScratch.env, NODE_ENV: "production" } }) &&
          "built",
      );
    // A newer framework that makes every page fetch more script is a regression too.
    if (ok)
      step("first-load JavaScript budgets", () => {
        const out = run("npx", ["vitest", "run", "tests/integration/first-load-budget.test.ts"], {
          ...inScratch,
          env: { ...inScratch.env, INTEGRATION_BUILD_DIR: "build" },
        });
        return /Tests\s+(.*)$/m.exec(stripVTControlCharacters(out))?.[1]?.trim() ?? "within budget";
      });
    if (ok) {
      const smokeStarted = Date.now();
      try {
        steps.push({ name: "smoke", ok: true, seconds: 0, detail: await smoke(scratch) });
      } catch (error) {
        steps.push({
          name: "smoke",
          ok: false,
          seconds: 0,
          detail: String(error.message).split("\n").slice(-30).join("\n"),
        });
      }
      steps.at(-1).seconds = (Date.now() - smokeStarted) / 1000;
      if (steps.at(-1).ok) {
        const port = String(await freePort());
        step(`journeys (${journeys.join(", ")})`, () => {
          const out = run("npx", ["playwright", "test", ...journeys, "--reporter=line"], {
            ...inScratch,
            env: { ...inScratch.env, E2E_PORT: port },
          });
          return stripVTControlCharacters(out).trim().split("\n").at(-1)?.trim();
        });
      }
    }
  } finally {
    console.log("\nWhat moved:");
    for (const move of moves) console.log(`  ${move}`);
    if (aheadOfFamily.length > 0) {
      console.log(`\nNewer, but not published for the whole family (not tried): ${aheadOfFamily.join(", ")}`);
    }
    console.log("\nSteps:");
    for (const { name, ok, seconds, detail } of steps) {
      console.log(
        `  ${ok ? "ok    " : "BROKE "} ${name} (${seconds.toFixed(0)} s)${ok ? `: ${detail}` : ""}`,
      );
      if (!ok) console.log(detail.replace(/^/gm, "        | "));
    }
    const failed = steps.find((s) => !s.ok);
    console.log(
      failed
        ? `\ncheck:upgrade: the upgrade breaks at "${failed.name}" (above). The checkout is unchanged.`
        : "\ncheck:upgrade: every step passed on the newest versions. The checkout is unchanged.",
    );
    if (keep) console.log(`scratch copy kept: ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
    process.exitCode = failed ? 1 : 0;
  }
}

await main();
