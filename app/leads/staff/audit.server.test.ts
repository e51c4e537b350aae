import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { rowsOf } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { memoryDatabase } from "../../../tests/support/memory-database";
import { deleteOldAuditEvents, recordAudit } from "./audit.server";

const database = memoryDatabase();
const open = async () => database();

describe("staff audit events", () => {
  it("still logs the event when the database cannot take it, and says so", async () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    const down = () => Promise.reject(new Error("database down"));
    const event = { kind: "sign-out", via: "page", clientIp: "192.0.2.1" } as const;
    await expect(recordAudit(event, down)).rejects.toThrow("database down");
    expect(info).toHaveBeenCalledWith({ audit: event }, "staff audit");
    info.mockRestore();
  });

  it("lets the retention job delete events older than the kept days", async () => {
    await recordAudit({ kind: "sign-in", via: "page", clientIp: "192.0.2.60" }, open);
    await database().execute(
      sql`update staff_audit_events set at = now() - interval '40 days' where client_ip = '192.0.2.60'`,
    );
    await recordAudit({ kind: "sign-in", via: "page", clientIp: "192.0.2.61" }, open);
    expect(await deleteOldAuditEvents(database(), 30)).toBe(1);
    const left = rowsOf<{ client_ip: string }>(
      await database().execute(
        sql`select client_ip from staff_audit_events where client_ip like '192.0.2.6%'`,
      ),
    );
    expect(left).toEqual([{ client_ip: "192.0.2.61" }]);
  });
});
