import { describe, expect, it, vi } from "vitest";
import { logger } from "~/lib/logger.server";
import { recordAudit } from "./audit.server";

describe("staff audit events", () => {
  it("still logs the event when the database cannot take it, and says so", async () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    const down = () => Promise.reject(new Error("database down"));
    const event = { kind: "sign-out", via: "page", clientIp: "192.0.2.1" } as const;
    await expect(recordAudit(event, down)).rejects.toThrow("database down");
    expect(info).toHaveBeenCalledWith({ audit: event }, "staff audit");
    info.mockRestore();
  });
});
