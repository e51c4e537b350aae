/**
 * A method an address without a page does not take (a POST, PUT or DELETE to the JSON addresses,
 * the sitemap, a CSV) is answered 405 with the methods it does take and a message that says so, and
 * leaves no stack trace in the log; addresses that take POST keep their own answer.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN } from "./lead-client";
import { type RunningServer, startServer } from "./server-process";

const READ_ONLY = "This address only answers GET and HEAD requests.";

describe("methods an address does not take", () => {
  let dataDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-methods-"));
    server = await startServer({ DATA_DIR: dataDir, ADMIN_TOKEN });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ["POST", "/api/captcha"],
    ["PUT", "/api/captcha-config"],
    ["DELETE", "/api/leads"],
    ["POST", "/api/openapi.json"],
    ["POST", "/sitemap.xml"],
    ["PATCH", "/staff/leads.csv"],
  ])("%s %s: 405, Allow: GET, HEAD, and a message", async (method, address) => {
    const response = await fetch(`${server.url}${address}`, {
      method,
      headers: { Origin: server.url, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toEqual({ message: READ_ONLY });
  });

  it("leaves the own answers of addresses that take POST", async () => {
    const contact = await fetch(`${server.url}/api/contact`, {
      method: "PUT",
      headers: { Origin: server.url },
    });
    expect(contact.status).toBe(405);
    expect(contact.headers.get("allow")).toBe("POST");
    expect(await contact.json()).toEqual({ message: "Use POST to send the form." });
  });

  it("writes no stack trace for a refusal the client caused", async () => {
    for (let i = 0; i < 5; i++) await fetch(`${server.url}/api/captcha`, { method: "POST", body: "x" });
    expect(server.output()).not.toContain("did not provide an `action`");
    expect(server.output()).not.toMatch(/^\s+at /m);
  });
});
