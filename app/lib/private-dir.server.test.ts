import { chmod, chown, lstat, mkdir, mkdtemp, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeTree, securePrivateDataDir } from "./private-dir.server";

const modeOf = async (file: string) => (await lstat(file)).mode & 0o7777;

let root: string;
let umask: number;
let warnings: string[];
const warn = (message: string) => warnings.push(message);

beforeEach(async () => {
  // The usual umask of a login shell or a container: what the server must not depend on.
  umask = process.umask(0o022);
  root = await mkdtemp(path.join(tmpdir(), "private-dir-"));
  warnings = [];
});
afterEach(async () => {
  process.umask(umask);
  await rm(root, { recursive: true, force: true });
});

describe("securePrivateDataDir", () => {
  it("creates a missing DATA_DIR (and the folders above it) 0700, quietly", async () => {
    const dataDir = path.join(root, "srv", "data");
    securePrivateDataDir(dataDir, warn);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.dirname(dataDir))).toBe(0o700);
    expect(warnings).toEqual([]);
  });

  it("leaves a private DATA_DIR as it is, quietly", async () => {
    const dataDir = path.join(root, "data");
    await mkdir(dataDir, { mode: 0o700 });
    securePrivateDataDir(dataDir, warn);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(warnings).toEqual([]);
  });

  it.skipIf(process.getuid === undefined)(
    "closes an open DATA_DIR of its own user, and says so",
    async () => {
      const dataDir = path.join(root, "data");
      await mkdir(dataDir, { mode: 0o755 });
      securePrivateDataDir(dataDir, warn);
      expect(await modeOf(dataDir)).toBe(0o700);
      expect(warnings).toEqual([expect.stringContaining("was 0755, open to other users: closed it to 0700")]);
    },
  );

  it.skipIf(process.getuid?.() !== 0)(
    "warns about, and leaves alone, an open DATA_DIR of another user",
    async () => {
      const dataDir = path.join(root, "data");
      await mkdir(dataDir);
      await chmod(dataDir, 0o750);
      await chown(dataDir, 65534, 65534);
      securePrivateDataDir(dataDir, warn);
      expect(await modeOf(dataDir)).toBe(0o750);
      expect(warnings[0]).toMatch(/is 0750, open to other users, and belongs to another user/);
    },
  );

  it("warns, and does not throw, when DATA_DIR is a file or cannot be created", async () => {
    const file = path.join(root, "file");
    await writeFile(file, "x");
    securePrivateDataDir(file, warn);
    securePrivateDataDir(path.join(file, "data"), warn);
    expect(warnings).toEqual([`DATA_DIR ${file} is not a folder`, expect.stringContaining("cannot")]);
  });
});

describe("closeTree", () => {
  it("takes group and other bits off every file and folder below, keeps the owner's, leaves symlinks", async () => {
    const db = path.join(root, "db");
    await mkdir(path.join(db, "base", "5"), { recursive: true });
    const files: [string, number, number][] = [
      ["PG_VERSION", 0o666, 0o600],
      ["base/5/1259", 0o666, 0o600],
      ["base/5/pg_internal.init", 0o644, 0o600],
      ["postmaster.pid", 0o600, 0o600],
      ["run.sh", 0o755, 0o700],
    ];
    for (const [name, mode] of files) {
      await writeFile(path.join(db, name), "x");
      await chmod(path.join(db, name), mode);
    }
    await chmod(path.join(db, "base"), 0o755);
    const target = path.join(root, "outside");
    await writeFile(target, "x");
    await chmod(target, 0o644);
    await symlink(target, path.join(db, "link"));

    await closeTree(db);

    for (const [name, , expected] of files)
      expect([name, await modeOf(path.join(db, name))]).toEqual([name, expected]);
    expect(await modeOf(path.join(db, "base"))).toBe(0o700);
    expect(await modeOf(path.join(db, "base", "5"))).toBe(0o700);
    expect((await stat(target)).mode & 0o777).toBe(0o644);
  });

  it("does nothing for a folder that is not there", async () => {
    await expect(closeTree(path.join(root, "missing"))).resolves.toBeUndefined();
  });
});
