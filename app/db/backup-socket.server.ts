/**
 * Backups of the embedded database through a Unix socket in DATA_DIR: only the running server can open
 * PGlite, so the backup command asks it to write the backup. Protocol: one JSON line each way.
 */
import { existsSync } from "node:fs";
import { chmod, rm } from "node:fs/promises";
import { once } from "node:events";
import { connect, createServer, type Socket } from "node:net";
import path from "node:path";
import { text } from "node:stream/consumers";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { backupKey } from "./backup-key.server";
import { type BackupSummary, pruneBackups, writeBackup } from "./backup.server";
import { database } from "./client.server";

/** The longest path a Unix socket may have on Linux (sun_path, 108 bytes with its terminating NUL). */
const MAX_SOCKET_PATH = 107;
const MAX_REQUEST_BYTES = 8192;

type BackupRequest = { file: string; keepDays?: number; keyId?: string | null };
type BackupReply = { ok: true; summary: BackupSummary; deleted: string[] } | { ok: false; error: string };

const backupSocketPath = (dataDir: string) => path.resolve(dataDir, "backup.sock");

function readRequest(line: string): BackupRequest | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return "the request is not JSON";
  }
  const { file, keepDays, keyId } = (value ?? {}) as Record<string, unknown>;
  if (typeof file !== "string" || !path.isAbsolute(file)) return "file must be an absolute path";
  if (existsSync(file)) return `${file} already exists`;
  if (keepDays !== undefined && !(Number.isInteger(keepDays) && (keepDays as number) >= 1))
    return "keepDays must be a whole number of days, 1 or more";
  if (!(keyId === undefined || keyId === null || (typeof keyId === "string" && /^[0-9a-f]{16}$/.test(keyId))))
    return "keyId must be a key id (16 hex characters) or null";
  return { file, keepDays: keepDays as number | undefined, keyId };
}

const describeKey = (keyId: string | null) => (keyId ? `BACKUP_KEY id ${keyId}` : "no BACKUP_KEY");

function serve(socket: Socket, busy: { now: boolean }) {
  let text = "";
  const reply = (answer: BackupReply) => socket.end(`${JSON.stringify(answer)}\n`);
  socket.setEncoding("utf8");
  socket.on("error", () => socket.destroy());
  socket.on("data", async (chunk: string) => {
    text += chunk;
    const end = text.indexOf("\n");
    if (end < 0 && text.length <= MAX_REQUEST_BYTES) return;
    // One request per connection: anything after it is ignored.
    socket.removeAllListeners("data");
    if (end < 0 || end > MAX_REQUEST_BYTES) return reply({ ok: false, error: "the request is too long" });
    const request = readRequest(text.slice(0, end));
    if (typeof request === "string") return reply({ ok: false, error: request });
    const key = backupKey(env().BACKUP_KEY);
    const keyId = key?.id ?? null;
    // With another key (null: none) than the command's, the file would be sealed with a key the
    // operator's restore does not have, or left plain.
    if (request.keyId !== undefined && request.keyId !== keyId) {
      const error = `the running server has ${describeKey(keyId)} and this command has ${describeKey(request.keyId)}: give both the same BACKUP_KEY (and restart the server after changing it)`;
      return reply({ ok: false, error });
    }
    if (busy.now) return reply({ ok: false, error: "a backup is already running" });
    busy.now = true;
    try {
      const summary = await writeBackup(await database(), request.file, key);
      const deleted = request.keepDays
        ? await pruneBackups(path.dirname(summary.file), request.keepDays, summary.file)
        : [];
      logger.info({ file: summary.file, leads: summary.counts.lead_submissions, deleted }, "backup written");
      reply({ ok: true, summary, deleted });
    } catch (error) {
      logger.error({ err: error }, "backup failed");
      reply({ ok: false, error: error instanceof Error ? error.message : String(error) });
    } finally {
      busy.now = false;
    }
  });
}

/**
 * Starts serving backups on DATA_DIR/backup.sock when the database is the embedded one. The socket is
 * 0600 in a 0700 folder: whoever can connect could read the database files anyway.
 */
export async function startBackupSocket(): Promise<(() => Promise<void>) | undefined> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return undefined;
  const socketPath = backupSocketPath(DATA_DIR);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    logger.warn(
      { socketPath },
      "DATA_DIR is too long a path for the backup socket: backups need the server stopped",
    );
    return undefined;
  }
  // A stale socket from a killed server; the start-up check keeps two servers off one DATA_DIR.
  await rm(socketPath, { force: true });
  const busy = { now: false };
  const server = createServer((socket) => serve(socket, busy)).listen(socketPath);
  await once(server, "listening");
  await chmod(socketPath, 0o600);
  // Closing the server also removes its socket file.
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Asks the server running on `dataDir` for a backup; undefined when no server is listening. */
export async function backupThroughServer(
  dataDir: string,
  request: BackupRequest,
): Promise<BackupReply | undefined> {
  const socket = connect(backupSocketPath(dataDir), () => socket.write(`${JSON.stringify(request)}\n`));
  // No socket, or one left by a server that is gone: nobody answers.
  const answer = await text(socket).catch(() => "");
  if (!answer) return undefined;
  try {
    return JSON.parse(answer) as BackupReply;
  } catch {
    return { ok: false, error: "the server's answer could not be read" };
  }
}
