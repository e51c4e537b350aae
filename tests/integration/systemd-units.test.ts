import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { renderFront } from "../support/front-process";

/** The systemd units: `systemd-analyze verify` clean, security settings present, security score no worse. */

const systemdAnalyze = "/usr/bin/systemd-analyze";
const skipReason = existsSync(systemdAnalyze)
  ? undefined
  : `${systemdAnalyze} is missing (Debian: apt-get install systemd; scripts/ensure-test-packages.mjs does it)`;

const deployDir = fileURLToPath(new URL("../../deploy/", import.meta.url));
const services = ["northpeak.service", "northpeak-backup.service"];
/** Every unit in deploy/, so a new one is verified too. */
const units = readdirSync(deployDir).filter((file) => /\.(service|timer|socket|path)$/.test(file));

/** systemd's own measure (0 best, 10 worst) of both services, systemd 252: 1.3. */
const MAX_EXPOSURE = 1.3;
/** The server forces its exit 10 s after SIGTERM (server/start.ts); systemd must wait longer. */
const SERVER_SHUTDOWN_SECONDS = 10;

type Unit = Map<string, string[]>;

/** A unit file's settings as "Section.Key" → the values in order (comments and blank lines dropped). */
function parseUnit(text: string): Unit {
  const unit: Unit = new Map();
  let section = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      continue;
    }
    const equals = line.indexOf("=");
    const key = `${section}.${line.slice(0, equals)}`;
    unit.set(key, [...(unit.get(key) ?? []), line.slice(equals + 1)]);
  }
  return unit;
}

const read = (name: string) => readFileSync(path.join(deployDir, name), "utf8");
const setting = (unit: Unit, key: string) => unit.get(key)?.at(-1);
/** Environment= lines as one record (later assignments win, as in systemd). */
const environment = (unit: Unit) =>
  Object.fromEntries(
    (unit.get("Service.Environment") ?? []).flatMap((line) =>
      line.split(/\s+/).map((pair) => pair.split("=", 2) as [string, string]),
    ),
  );

const temporaryDirs: string[] = [];
function temporaryDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "systemd-units-"));
  temporaryDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

/** The unit to verify, with only programs missing here pointed at this test's node. */
function unitToVerify(name: string): string {
  const shipped = path.join(deployDir, name);
  const text = readFileSync(shipped, "utf8");
  const programs = [...text.matchAll(/^Exec\w+=[-@:+!]*(\/\S+)/gm)].map((match) => match[1]!);
  const missing = [...new Set(programs)].filter((program) => !existsSync(program));
  if (missing.length === 0) return shipped;
  const copy = path.join(temporaryDir(), name);
  writeFileSync(
    copy,
    missing.reduce((unit, program) => unit.replaceAll(program, process.execPath), text),
  );
  return copy;
}

/** The front's nginx configuration as the unit's settings render it, for a release's browser files. */
function frontConfig(unit: Unit): Promise<string> {
  const client = temporaryDir();
  mkdirSync(path.join(client, "assets"));
  writeFileSync(path.join(client, "index.html"), "<!doctype html>");
  return renderFront({ ...environment(unit), CLIENT_DIR: client });
}

function verify(file: string) {
  const result = spawnSync(systemdAnalyze, ["verify", "--man=no", file], { encoding: "utf8" });
  const name = path.basename(file);
  // verify also loads the host's units that ours name; a complaint about one of those is not ours.
  const warnings = result.stderr
    .split("\n")
    .filter((line) => line.includes(name) || line.includes(path.dirname(file)));
  return { status: result.status, stderr: result.stderr, warnings };
}

describe.skipIf(skipReason !== undefined)(
  `systemd units in deploy/${skipReason ? ` (skipped: ${skipReason})` : ""}`,
  () => {
    it.each(units)("systemd-analyze verify accepts %s without a warning", (name) => {
      const { status, stderr, warnings } = verify(unitToVerify(name));
      expect({ status, warnings }, `systemd-analyze verify printed:\n${stderr}`).toEqual({
        status: 0,
        warnings: [],
      });
    });

    it.each(services)("%s runs unprivileged, sandboxed, with private files", (name) => {
      const unit = parseUnit(read(name));
      expect(setting(unit, "Service.User")).toBe("northpeak");
      expect(setting(unit, "Service.Group")).toBe("northpeak");
      expect(unit.get("Service.UMask")).toEqual(["0077"]);
      expect(setting(unit, "Service.NoNewPrivileges")).toBe("yes");
      expect(setting(unit, "Service.ProtectSystem")).toBe("strict");
      expect(setting(unit, "Service.ProtectHome")).toBe("yes");
      expect(setting(unit, "Service.PrivateTmp")).toBe("yes");
      expect(unit.get("Service.CapabilityBoundingSet")).toEqual([""]);
      expect(unit.get("Service.AmbientCapabilities")).toEqual([""]);
      expect(unit.get("Service.SystemCallFilter")?.[0]).toMatch(/^@system-service\b/);
      expect(setting(unit, "Service.SystemCallArchitectures")).toBe("native");
      expect(setting(unit, "Service.RestrictAddressFamilies")).toBe("AF_INET AF_INET6 AF_UNIX");
      // V8's JIT needs memory that is written and then executed.
      expect(unit.has("Service.MemoryDenyWriteExecute")).toBe(false);
      expect(unit.get("Service.EnvironmentFile")).toEqual(["/etc/northpeak/northpeak.env"]);
      expect(setting(unit, "Service.WorkingDirectory")).toBe("/srv/northpeak/current");
      expect(setting(unit, "Service.StateDirectory")).toBe("northpeak");
      expect(setting(unit, "Service.StateDirectoryMode")).toBe("0700");
      const env = environment(unit);
      expect(env).toMatchObject({ NODE_ENV: "production", DATA_DIR: "/var/lib/northpeak" });
      // The settings come before the env file, so the file can override them.
      const text = read(name);
      expect(text.indexOf("Environment=")).toBeLessThan(text.indexOf("EnvironmentFile="));
    });

    it("the front writes its configuration with the shipped script and checks it before every start and reload", () => {
      const unit = parseUnit(read("northpeak-front.service"));
      const pre = unit.get("Service.ExecStartPre") ?? [];
      expect(pre[0]).toContain(
        "/srv/northpeak/current/deploy/render-front.sh > /run/northpeak-front/nginx.conf",
      );
      expect(pre[1]).toMatch(/^\/usr\/sbin\/nginx -t /);
      expect(setting(unit, "Service.ExecReload")).toMatch(/render-front\.sh .*nginx -t .*nginx -s reload/);
      expect(setting(unit, "Service.Restart")).toBe("on-failure");
      expect(setting(unit, "Service.KillSignal")).toBe("SIGQUIT");
    });

    it("the front may open the files its configuration asks for: as many as worker_rlimit_nofile, soft and hard", async () => {
      const unit = parseUnit(read("northpeak-front.service"));
      const config = await frontConfig(unit);
      // What a worker's connections need: render-front.test.ts.
      const asked = Number(/^worker_rlimit_nofile (\d+);$/m.exec(config)?.[1]);
      expect(asked).toBeGreaterThan(0);
      // One number sets both limits; "soft:hard" would give the soft one alone.
      expect(unit.get("Service.LimitNOFILE")).toEqual([String(asked)]);
    });

    it("the front keeps its logs and its page cache on disk, not in its run folder (memory, emptied at every stop)", async () => {
      const unit = parseUnit(read("northpeak-front.service"));
      const env = environment(unit);
      const runDir = `/run/${setting(unit, "Service.RuntimeDirectory")}`;
      const logDir = `/var/log/${setting(unit, "Service.LogsDirectory")}`;
      const cacheDir = `/var/cache/${setting(unit, "Service.CacheDirectory")}`;
      expect(env).toMatchObject({ RUN_DIR: runDir, LOG_DIR: logDir, CACHE_DIR: cacheDir });
      const config = await frontConfig(unit);
      const paths = (directive: string) =>
        [...config.matchAll(new RegExp(`^\\s*${directive} ([^\\s;]+)`, "gm"))].map((match) => match[1]);
      // The logs and the page cache in LOG_DIR and CACHE_DIR: render-front.test.ts. Bodies being received
      // (uploads of up to 26 MB, four per address) and long answers too.
      expect(paths("client_body_temp_path")).toEqual([`${cacheDir}/client-body`]);
      expect(paths("proxy_temp_path")).toEqual([`${cacheDir}/proxy-temp`]);
      // The access log names every client's address: its files are for root and nginx's user alone.
      expect(unit.get("Service.UMask")).toEqual(["0027"]);
      // nginx's own log before it reads the configuration, at every start, check and reload.
      const commands = [
        ...(unit.get("Service.ExecStartPre") ?? []),
        setting(unit, "Service.ExecStart"),
        setting(unit, "Service.ExecReload"),
      ].join("\n");
      const earlyLogs = [...commands.matchAll(/ -e (\S+)/g)].map((match) => match[1]);
      expect(earlyLogs.length).toBeGreaterThan(0);
      for (const log of earlyLogs) expect(log).toBe(`${logDir}/error.log`);
    });

    it("the server restarts after a crash and has time to drain on stop", () => {
      const unit = parseUnit(read("northpeak.service"));
      expect(setting(unit, "Service.Restart")).toBe("on-failure");
      expect(Number(setting(unit, "Service.RestartSec"))).toBeGreaterThan(0);
      expect(setting(unit, "Service.KillSignal")).toBe("SIGTERM");
      expect(Number(setting(unit, "Service.TimeoutStopSec"))).toBeGreaterThan(SERVER_SHUTDOWN_SECONDS);
      expect(setting(unit, "Service.ExecStart")).toBe(
        "/usr/bin/node --enable-source-maps --max-semi-space-size=2 --max-old-space-size=512 build/node/index.js",
      );
      expect(setting(unit, "Install.WantedBy")).toBe("multi-user.target");
    });

    it("the backup has the server's sandbox, keeps two weeks through the command's own retention (no shell step), and the timer starts it nightly", () => {
      const server = parseUnit(read("northpeak.service"));
      const backup = parseUnit(read("northpeak-backup.service"));
      const sandbox = [...server.keys()].filter((key) =>
        /^Service\.(No|Protect|Private|Restrict|Lock|Remove|Capability|Ambient|SystemCall|UMask|User|Group|State)/.test(
          key,
        ),
      );
      expect(sandbox.length).toBeGreaterThan(20);
      for (const key of sandbox) expect(backup.get(key), key).toEqual(server.get(key));
      expect(setting(backup, "Service.Type")).toBe("oneshot");
      expect(setting(backup, "Service.ExecStart")).toBe(
        "/usr/bin/node --enable-source-maps build/node/backup.js backup --keep-days 14",
      );
      expect(environment(backup).BACKUP_DIR?.startsWith("/var/lib/northpeak/")).toBe(true);
      expect(backup.has("Service.ExecStartPost")).toBe(false);

      const timer = parseUnit(read("northpeak-backup.timer"));
      expect(setting(timer, "Timer.OnCalendar")).toBe("*-*-* 02:15");
      expect(setting(timer, "Timer.Persistent")).toBe("true");
      expect(setting(timer, "Install.WantedBy")).toBe("timers.target");
      // It starts the service of its own name, which deploy/ holds (read above; verify would not say).
      expect(timer.has("Timer.Unit")).toBe(false);
    });

    it.each(services)("systemd-analyze security rates %s at most the measured exposure", (name) => {
      const result = spawnSync(systemdAnalyze, ["security", "--offline=yes", unitToVerify(name)], {
        encoding: "utf8",
      });
      expect(result.status, result.stderr).toBe(0);
      const score = /Overall exposure level for \S+: (\d+\.\d+)/.exec(result.stdout)?.[1];
      expect(score, result.stdout).toBeDefined();
      expect(Number(score), result.stdout).toBeLessThanOrEqual(MAX_EXPOSURE);
    });
  },
);
