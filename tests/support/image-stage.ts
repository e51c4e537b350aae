/** The image's last stage made from the Dockerfile without Docker; an instruction it cannot reproduce fails. */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, chown, cp, lstat, mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import {
  commandArgv,
  copyParts,
  dockerIgnore,
  envPairs,
  type Instruction,
  parseDockerfile,
} from "./dockerfile";

const run = promisify(execFile);
const extraCertificates = process.env.NODE_EXTRA_CA_CERTS;

/** The official Node images' PATH, with only the stand-in Node's folder: nothing of the caller's tools. */
export const IMAGE_PATH = [
  ...new Set([
    path.dirname(process.execPath),
    "/usr/local/sbin",
    "/usr/local/bin",
    "/usr/sbin",
    "/usr/bin",
    "/sbin",
    "/bin",
  ]),
].join(":");

/** The Node image a stage is built FROM must be the major version this process runs, which stands in for it. */
function checkBase(base: string): void {
  const major = /^node:(\d+)/.exec(base)?.[1];
  if (!major) throw new Error(`FROM ${base}: only the official node images are reproduced here`);
  const running = process.versions.node.split(".")[0];
  if (major !== running)
    throw new Error(
      `FROM ${base} is Node ${major}, but this test runs Node ${running}, which stands in for it`,
    );
}

export type ImageUser = { uid: number; gid: number; home: string };

export type ImageStage = {
  /** WORKDIR, under the folder that stands for the image's `/`. */
  workdir: string;
  /** The ENV of the last stage, with paths the stage made (VOLUME, RUN mkdir) moved under that folder. */
  env: Record<string, string>;
  user: ImageUser;
  cmd: string[];
  healthcheck: string[];
};

/** USER's name as a local account: itself if it exists, else `nobody`; the caller itself when not root. */
function localUser(name: string, root: string): ImageUser {
  const home = path.join(root, "home", name);
  if (process.getuid?.() !== 0) return { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0, home };
  const entry = (wanted: string) =>
    readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .map((line) => line.split(":"))
      .find((fields) => fields[0] === wanted);
  const fields = entry(name) ?? entry("nobody");
  if (!fields) throw new Error(`no local account for USER ${name}`);
  const uid = Number(fields[2]);
  if (uid === 0) throw new Error(`USER ${name} is root`);
  return { uid, gid: Number(fields[3]), home };
}

/** Copies the build context (the repository) to `target`, leaving out what .dockerignore names. */
async function copyContext(context: string, target: string): Promise<void> {
  const ignored = dockerIgnore(readFileSync(path.join(context, ".dockerignore"), "utf8"));
  const walk = async (from: string): Promise<void> => {
    for (const name of await readdir(path.join(context, from))) {
      const item = from ? `${from}/${name}` : name;
      if (ignored(item)) continue;
      const stats = await lstat(path.join(context, item));
      if (stats.isDirectory()) {
        await mkdir(path.join(target, item), { recursive: true });
        await walk(item);
      } else {
        await cp(path.join(context, item), path.join(target, item), { verbatimSymlinks: true });
      }
    }
  };
  await walk("");
}

/** `apt-get install … pkgs`: the packages must be on this machine; they are installed when missing. */
async function ensureDebianPackages(command: string): Promise<void> {
  const install = /apt-get install ([^&;]+)/.exec(command)?.[1] ?? "";
  const packages = install.split(/\s+/).filter((word) => word && !word.startsWith("-"));
  for (const pkg of packages) {
    const installed = await run("dpkg", ["-s", pkg]).then(
      () => true,
      () => false,
    );
    if (!installed)
      await run("apt-get", ["install", "-y", "--no-install-recommends", pkg], {
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
  }
}

/**
 * Before a stage's `npm install` of the same lockfile as the checkout's: the checkout's installed
 * packages, hard-linked, as Docker's layer cache would hold that layer. The install still runs and
 * checks the tree against the lockfile, in seconds rather than the half-minute of writing every
 * package again. npm's own record of the tree and the bundlers' caches are not shared, since those
 * are rewritten in place. Anything that stops the seeding leaves a plain install.
 */
async function seedInstall(context: string, here: string): Promise<void> {
  const lockfile = (dir: string) => readFileSync(path.join(dir, "package-lock.json"), "utf8");
  const installed = path.join(context, "node_modules");
  if (!existsSync(installed) || existsSync(path.join(here, "node_modules"))) return;
  if (lockfile(context) !== lockfile(here)) return;
  const seeded = await run("cp", ["-al", installed, path.join(here, "node_modules")]).then(
    () => true,
    () => false,
  );
  for (const own of [".package-lock.json", ".vite", ".vite-temp", ".cache"])
    await rm(path.join(here, "node_modules", own), { recursive: true, force: true });
  if (!seeded) await rm(path.join(here, "node_modules"), { recursive: true, force: true });
}

/** Where a stage is: its WORKDIR and ENV so far, its `/` standing at `root`. */
type StageState = { root: string; workdir: string; env: Record<string, string> };

const underRoot = (state: StageState, absolute: string) =>
  path.join(state.root, path.relative("/", path.posix.resolve(state.workdir, absolute)));

/** WORKDIR and ENV, the same in every stage: applied, and true, when `instruction` is one of them. */
async function stageSetting(instruction: Instruction, state: StageState): Promise<boolean> {
  if (instruction.keyword === "WORKDIR") {
    state.workdir = path.posix.resolve(state.workdir, instruction.args);
    await mkdir(underRoot(state, state.workdir), { recursive: true });
    return true;
  }
  if (instruction.keyword === "ENV") {
    for (const [name, value] of envPairs(instruction.args)) state.env[name] = value;
    return true;
  }
  return false;
}

const unsupported = (instruction: Instruction, why: string) =>
  new Error(`Dockerfile line ${instruction.line}: ${instruction.keyword} ${instruction.args}: ${why}`);

/** Runs the build stage in `work/build` and lays out the last stage in `work/image`. */
export async function reproduceImage(context: string, work: string): Promise<ImageStage> {
  const stages = parseDockerfile(readFileSync(path.join(context, "Dockerfile"), "utf8"));
  const final = stages.at(-1);
  if (!final || stages.length < 2) throw new Error("expected a build stage and a last stage");

  // The build stages, each in a folder of its own standing for its WORKDIR.
  const stageDirs = new Map<string, { dir: string; workdir: string }>();
  for (const stage of stages) checkBase(stage.base);
  for (const stage of stages.slice(0, -1)) {
    const dir = path.join(work, `stage-${stage.name ?? stageDirs.size}`);
    const state: StageState = { root: dir, workdir: "/", env: {} };
    await mkdir(dir, { recursive: true });
    for (const instruction of stage.instructions) {
      if (await stageSetting(instruction, state)) continue;
      const here = underRoot(state, state.workdir);
      switch (instruction.keyword) {
        case "COPY": {
          const { from, sources, dest } = copyParts(instruction.args);
          if (from) throw unsupported(instruction, "COPY --from in a build stage");
          for (const source of sources) {
            if (source === ".") await copyContext(context, path.join(here, dest));
            else await cp(path.join(context, source), path.join(here, dest, path.basename(source)));
          }
          break;
        }
        case "RUN":
          if (/^apt-get /.test(instruction.args)) await ensureDebianPackages(instruction.args);
          else {
            if (/^npm install\b/.test(instruction.args)) await seedInstall(context, here);
            // As `docker build` runs a RUN: the stage's ENV and the network's CAs; npm's cache is reused (lockfile-pinned).
            await run("/bin/sh", ["-c", instruction.args], {
              cwd: here,
              env: {
                PATH: IMAGE_PATH,
                HOME: process.env.HOME ?? "/root",
                npm_config_prefer_offline: "true",
                ...(extraCertificates && { NODE_EXTRA_CA_CERTS: extraCertificates }),
                ...state.env,
              },
              maxBuffer: 64 * 1024 * 1024,
            });
          }
          break;
        default:
          throw unsupported(instruction, "not reproduced in a build stage");
      }
    }
    stageDirs.set(stage.name ?? String(stageDirs.size), { dir, workdir: state.workdir });
  }

  // The last stage: its absolute paths under `root`.
  const root = path.join(work, "image");
  await mkdir(root, { recursive: true });
  await chmod(work, 0o755);
  await chmod(root, 0o755);
  const state: StageState = { root, workdir: "/", env: {} };
  const under = (absolute: string) => path.join(root, path.relative("/", absolute));
  const { env } = state;
  const madePaths = new Set<string>();
  let user: ImageUser | undefined;
  let cmd: string[] | undefined;
  let healthcheck: string[] | undefined;
  for (const instruction of final.instructions) {
    if (await stageSetting(instruction, state)) continue;
    switch (instruction.keyword) {
      case "COPY": {
        const { from, sources, dest } = copyParts(instruction.args);
        const stage = from ? stageDirs.get(from) : undefined;
        if (!stage) throw unsupported(instruction, "only COPY --from=<build stage> is reproduced here");
        for (const source of sources) {
          const origin = path.join(stage.dir, path.relative("/", path.posix.resolve(stage.workdir, source)));
          const target = underRoot(state, dest);
          const into = dest.endsWith("/") ? path.join(target, path.basename(source)) : target;
          // Hard links when run as root: the files are root's, as COPY leaves them, so the image's user
          // cannot change them (nor, through the links, the checkout's node_modules). Otherwise copies.
          const link = process.getuid?.() === 0 ? ["-al"] : ["-a"];
          await run("cp", [...link, origin, into]).catch(() => run("cp", ["-a", origin, into]));
        }
        break;
      }
      case "RUN":
        // Only folder making is reproduced: mkdir -p, chown and chmod joined by &&.
        for (const part of instruction.args.split("&&").map((step) => step.trim().split(/\s+/))) {
          const [command, ...rest] = part;
          if (command === "mkdir" && rest[0] === "-p") {
            for (const folder of rest.slice(1)) {
              await mkdir(under(folder), { recursive: true });
              madePaths.add(folder);
            }
          } else if (command === "chown" && rest.length >= 2) {
            const owner = localUser(rest[0]!.split(":")[0]!, root);
            if (process.getuid?.() === 0)
              for (const folder of rest.slice(1)) await chown(under(folder), owner.uid, owner.gid);
          } else if (command === "chmod" && rest.length >= 2 && /^[0-7]{3,4}$/.test(rest[0]!)) {
            for (const folder of rest.slice(1)) await chmod(under(folder), Number.parseInt(rest[0]!, 8));
          } else
            throw unsupported(
              instruction,
              `"${part.join(" ")}" is not reproduced (mkdir -p, chown, chmod are)`,
            );
        }
        break;
      case "USER":
        user = localUser(instruction.args.split(":")[0]!, root);
        break;
      case "VOLUME":
        for (const volume of JSON.parse(
          instruction.args.startsWith("[") ? instruction.args : JSON.stringify(instruction.args.split(/\s+/)),
        ) as string[])
          madePaths.add(volume);
        break;
      case "EXPOSE":
        break;
      case "HEALTHCHECK": {
        const command = /(?:^|\s)CMD\s+([\s\S]+)$/.exec(instruction.args)?.[1];
        if (!command) throw unsupported(instruction, "a HEALTHCHECK without CMD");
        healthcheck = commandArgv(command);
        break;
      }
      case "CMD":
        cmd = commandArgv(instruction.args);
        break;
      default:
        throw unsupported(instruction, "not reproduced in the last stage");
    }
  }
  if (!user) throw new Error("the last stage runs as root: it has no USER");
  if (!cmd || !healthcheck) throw new Error("the last stage needs a CMD and a HEALTHCHECK");
  // The user's home, as the base image has it (npm writes its logs there).
  await mkdir(user.home, { recursive: true });
  if (process.getuid?.() === 0) await chown(user.home, user.uid, user.gid);
  for (const [name, value] of Object.entries(env))
    if ([...madePaths].some((made) => value === made || value.startsWith(`${made}/`)))
      env[name] = under(value);
  const workdirUnderRoot = under(state.workdir);
  if (!existsSync(workdirUnderRoot)) throw new Error(`WORKDIR ${state.workdir} was never made`);
  return { workdir: workdirUnderRoot, env, user, cmd, healthcheck };
}
