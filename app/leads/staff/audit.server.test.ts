import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import { memoryDatabase } from "../../../tests/support/memory-database";
import { type AuditLog, deleteOldAuditEvents, recordAudit } from "./audit.server";

const database = memoryDatabase();
const open = async () => database();

/** A logger that keeps what it was given. */
function keptLog(): AuditLog & { lines: { fields: object; message: string }[] } {
  const lines: { fields: object; message: string }[] = [];
  return {
    lines,
    info: (fields, message) => {
      lines.push({ fields, message });
    },
  };
}

describe("staff audit events", () => {
  it("still logs the event when the database cannot take it, and says so", async () => {
    const log = keptLog();
    const down = () => Promise.reject(new Error("database down"));
    await expect(
      recordAudit({ kind: "sign-out", via: "page", clientIp: "192.0.2.1" }, down, log),
    ).rejects.toThrow("database down");
    expect(log.lines).toHaveLength(1);
  });

  it("lets the retention job delete events older than the kept days", async () => {
    await recordAudit({ kind: "sign-in", via: "page", clientIp: "192.0.2.60" }, open, keptLog());
    await database().execute(
      sql`update staff_audit_events set at = now() - interval '40 days' where client_ip = '192.0.2.60'`,
    );
    await recordAudit({ kind: "sign-in", via: "page", clientIp: "192.0.2.61" }, open, keptLog());
    expect(await deleteOldAuditEvents(database(), 30)).toBe(1);
    const left = rowsOf<{ client_ip: string }>(
      await database().execute(
        sql`select client_ip from staff_audit_events where client_ip like '192.0.2.6%'`,
      ),
    );
    expect(left).toEqual([{ client_ip: "192.0.2.61" }]);
  });
});
