import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { renderFront } from "../support/front-process";

/** compose.yaml as shipped (read, not run): no known secret, only the front published, restarts, trusted front. */

type Service = {
  environment?: Record<string, string>;
  ports?: string[];
  restart?: string;
  networks?: Record<string, { ipv4_address?: string } | null>;
  command?: string[] | string;
  user?: string;
  cap_drop?: string[];
  cap_add?: string[];
  security_opt?: string[];
  read_only?: boolean;
  tmpfs?: string[];
  volumes?: string[];
  mem_limit?: string;
  pids_limit?: number;
  ulimits?: { nofile?: { soft?: number; hard?: number } };
};
const text = readFileSync("compose.yaml", "utf8");
const example = readFileSync(".env.example", "utf8");
const compose = parse(text, { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const SECRET = /TOKEN|SECRET|PASSWORD|_KEY$/;

/** Every `${NAME…}` in the file: its name, its operator and its default or message. */
const interpolations = [...text.matchAll(/\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g)].map((match) => ({
  name: match[1]!,
  operator: match[2],
  rest: match[3] ?? "",
}));

describe("compose.yaml", () => {
  it("gives no secret a default: each is required from .env, or empty (its feature off)", () => {
    const secrets = interpolations.filter(({ name }) => SECRET.test(name));
    expect(secrets.map(({ name }) => name)).toEqual(
      expect.arrayContaining(["ADMIN_TOKEN", "ALTCHA_HMAC_SECRET", "POSTGRES_PASSWORD"]),
    );
    for (const { name, operator, rest } of secrets)
      expect(operator === ":?" || (operator === ":-" && rest === ""), `${name} ${operator}${rest}`).toBe(
        true,
      );
    // Nor a secret written into the file: every secret setting of every service is an interpolation.
    for (const [service, { environment = {} }] of Object.entries(services))
      for (const [name, value] of Object.entries(environment))
        if (SECRET.test(name)) expect(value, `${service}.${name}`).toMatch(/^\$\{[A-Z0-9_]+:[?-]/);
  });

  it("starts only from a .env copied from .env.example, which names every required setting, and says so when one is missing", () => {
    const app = services.app as Service & { env_file?: unknown };
    // The short form: required on every Compose v2 (an optional env_file needs 2.24 or later). The app
    // gets every setting of .env this way.
    expect(app.env_file).toBe(".env");
    const required = interpolations.filter(({ operator }) => operator === ":?");
    expect(required.length).toBeGreaterThan(0);
    for (const { name, rest } of required) {
      expect(rest, name).toBe(`cp .env.example .env, then set ${name} in it`);
      expect(example, name).toMatch(new RegExp(`^${name}=`, "m"));
    }
  });

  it("keeps where the app listens and keeps its data the containers', whatever .env says", () => {
    // .env.example is for a machine too, where the app listens on loopback behind its own nginx.
    expect(services.app?.environment).toMatchObject({ HOST: "0.0.0.0", PORT: "3000", DATA_DIR: "/data" });
  });

  it("publishes only the front to every interface; the mail catcher to this host alone", () => {
    const published = Object.entries(services).flatMap(([name, service]) =>
      (service.ports ?? []).map((port) => ({ name, port })),
    );
    const open = published.filter(({ port }) => !port.startsWith("127.0.0.1:"));
    expect(open.map(({ name }) => name)).toEqual(["front"]);
    expect(services.mail?.ports).toEqual(["127.0.0.1:8025:8025"]);
    expect(services.app?.ports).toBeUndefined();
    expect(services.db?.ports).toBeUndefined();
  });

  it("gives the front the app's ALLOW_INDEXING, and sends its logs where `docker compose logs front` reads them", () => {
    // A staging copy then says noindex on the files from disk too.
    expect(services.front?.environment?.ALLOW_INDEXING).toMatch(/^\$\{ALLOW_INDEXING:-\}$/);
    expect(services.front?.environment?.LOG_DIR).toBe("-");
  });

  it("never lets the database take the placeholder password, which it would keep in its volume for good", () => {
    const db = services.db as Service & { entrypoint?: string[] };
    const entrypoint = db.entrypoint ?? [];
    expect(entrypoint.length).toBeGreaterThan(0);
    // The image's own entrypoint, stood in for by a script that says what it was asked to run.
    const bin = mkdtempSync(path.join(tmpdir(), "compose-db-"));
    writeFileSync(path.join(bin, "docker-entrypoint.sh"), '#!/bin/sh\necho "started: $*"\n', { mode: 0o755 });
    // Compose turns $$ into $ before the container sees the command.
    const [command, ...args] = entrypoint.map((part) => part.replaceAll("$$", "$"));
    const start = (password: string) =>
      spawnSync(command!, args, {
        env: { PATH: `${bin}:${process.env.PATH}`, POSTGRES_PASSWORD: password },
        encoding: "utf8",
      });
    try {
      const refused = start("change-me-to-the-database-password");
      expect(refused.status).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toContain("POSTGRES_PASSWORD still holds the placeholder");
      const started = start("3f1c0a9e8d7b6a5f4e3d2c1b0a998877");
      expect(started.status, started.stderr).toBe(0);
      expect(started.stdout).toBe("started: postgres\n");
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it("calls the database healthy only once it takes connections over the network, as the app makes them", () => {
    // On a first start the image initialises the database with a server on its socket alone, then
    // restarts it: a check over the socket passes before the app could connect.
    const db = services.db as Service & { healthcheck?: { test?: string[] } };
    const test = db.healthcheck?.test ?? [];
    expect(test.slice(0, 2)).toEqual(["CMD", "pg_isready"]);
    expect(test[test.indexOf("-h") + 1]).toBe("127.0.0.1");
    expect(test[test.indexOf("-d") + 1]).toBe("northpeak");
  });

  it("keeps a bounded log of every long-running service (Docker's default driver keeps all of it)", () => {
    for (const name of ["app", "front", "db", "mail"]) {
      const logging = (
        services[name] as Service & { logging?: { driver?: string; options?: Record<string, string> } }
      ).logging;
      expect(logging?.driver, name).toBe("json-file");
      expect(logging?.options?.["max-size"], name).toMatch(/^\d+m$/);
      expect(Number(logging?.options?.["max-file"]), name).toBeGreaterThan(1);
    }
  });

  it("restarts every long-running service after a failure", () => {
    for (const name of ["app", "front", "db", "mail"])
      expect(services[name]?.restart, name).toBe("unless-stopped");
  });

  it("has the app trust the front by its fixed address, never by a hop count", () => {
    const trusted = services.app?.environment?.TRUST_PROXY;
    expect(trusted).toBe(services.front?.networks?.edge?.ipv4_address);
    expect(trusted).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  });

  it("publishes the browser files of the very image the app runs, before any start of the app", () => {
    const app = compose.services.app as Service & {
      image?: string;
      depends_on?: Record<string, { condition: string }>;
    };
    const publish = compose.services["publish-client"] as Service & { image?: string; build?: unknown };
    expect(publish.image).toBe(app.image);
    expect(publish.build).toBeUndefined();
    expect(app.depends_on?.["publish-client"]?.condition).toBe("service_completed_successfully");
  });

  it("confines every service: no capability it can start without, no new privileges, a read-only image, bounded memory and processes", () => {
    // What each service cannot start without (compose.yaml says why).
    const capabilities: Record<string, string[]> = { front: ["CHOWN", "SETGID", "SETUID"] };
    expect(Object.keys(services).sort()).toEqual(["app", "db", "front", "mail", "publish-client"]);
    for (const [name, service] of Object.entries(services)) {
      expect(service.cap_drop, name).toEqual(["ALL"]);
      expect([...(service.cap_add ?? [])].sort(), name).toEqual(capabilities[name] ?? []);
      expect(service.security_opt, name).toContain("no-new-privileges:true");
      expect(service.read_only, name).toBe(true);
      expect(service.mem_limit, name).toMatch(/^\d+[mg]$/);
      expect(service.pids_limit, name).toBeGreaterThan(0);
    }
  });

  it("names every folder a service writes: a tmpfs or a volume, never the image", () => {
    const writable = (service: Service) => [
      ...(service.tmpfs ?? []).map((entry) => entry.split(":")[0]!),
      ...(service.volumes ?? [])
        .filter((entry) => !entry.endsWith(":ro"))
        .map((entry) => entry.split(":")[1]!),
    ];
    const within = (folder: string, service: Service) =>
      writable(service).some((target) => folder === target || folder.startsWith(`${target}/`));
    const front = services.front?.environment ?? {};
    const written: Record<string, string[]> = {
      app: [services.app?.environment?.DATA_DIR ?? "", "/tmp"],
      // The configuration, pid and unused modules' files; the page cache and bodies being received.
      front: [front.RUN_DIR ?? "", front.CACHE_DIR ?? ""],
      db: ["/var/lib/postgresql/data", "/var/run/postgresql"],
      mail: ["/tmp"],
      "publish-client": ["/srv/client", "/tmp"],
    };
    for (const [name, folders] of Object.entries(written))
      for (const folder of folders) expect(within(folder, services[name]!), `${name}: ${folder}`).toBe(true);
    // The page cache and the bodies (26 MB each) on a volume: in a tmpfs they would take memory.
    expect(
      front.CACHE_DIR &&
        (services.front?.tmpfs ?? []).some((entry) => front.CACHE_DIR!.startsWith(entry.split(":")[0]!)),
    ).toBeFalsy();
    // The database runs as its own user, which needs no capability to use its folders.
    expect(services.db?.user).toBe("postgres");
  });

  it("lets the front's workers open the files its configuration asks for", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "compose-front-"));
    try {
      mkdirSync(path.join(folder, "assets"));
      writeFileSync(path.join(folder, "index.html"), "<!doctype html>");
      const config = await renderFront({ CLIENT_DIR: folder, RUN_DIR: folder });
      const asked = Number(/^worker_rlimit_nofile (\d+);$/m.exec(config)?.[1]);
      expect(asked).toBeGreaterThan(0);
      expect(services.front?.ulimits?.nofile).toEqual({ soft: asked, hard: asked });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("says, where the mail catcher is set up and in .env.example, that it shows every lead without a login", () => {
    const mailSection = text.slice(
      text.lastIndexOf("\n\n", text.indexOf("\n  mail:")),
      text.indexOf("\n  mail:"),
    );
    expect(mailSection).toMatch(/without a login/);
    expect(mailSection).toMatch(/SMTP_URL/);
    const smtp = example.slice(example.indexOf("## Mail"), example.indexOf("# SMTP_URL="));
    expect(smtp).toMatch(/mail catcher[\s\S]*without a login/);
  });

  it("serves the published client through the kept-assets folder the publishing step fills", () => {
    const front = services.front?.environment ?? {};
    expect(front.ASSETS_DIR).toBe("/srv/client/kept");
    expect(String(services["publish-client"]?.command)).toContain(
      "publish-assets.sh build/client /srv/client/kept",
    );
  });
});
