/** No client fills the disk: attachment bytes budgeted per client and per site (low DATA_DIR space: readiness-metrics.test). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadAnswers } from "../../app/site/api-answers.server";
import { ADMIN_TOKEN, listLeads, postLead } from "../support/lead-client";
import { pdfOfSize } from "../support/lead-fixtures";
import { type RunningServer, startServerWithFreshData, QUICK_CAPTCHA } from "../support/server-process";

const KB = 1024;

/** A lead from `ip` carrying one attachment of `size` bytes (or none), named so it can be found again. */
function leadWithFile(server: RunningServer, ip: string, name: string, size?: number) {
  return postLead(
    { url: server.url, ip },
    {
      fields: { name },
      ...(size === undefined ? {} : { files: [{ name: "brief.pdf", bytes: pdfOfSize(size) }] }),
    },
  );
}

const storedNames = async (server: RunningServer) => (await listLeads(server.url)).map((lead) => lead.name);

describe("attachment budgets per client and per site", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerWithFreshData("attachment-budgets", {
      ADMIN_TOKEN,
      TRUST_PROXY: "1",
      RATE_LIMIT_CONTACT_PER_HOUR: "100",
      RATE_LIMIT_CAPTCHA_PER_MINUTE: "10000",
      ...QUICK_CAPTCHA,
      ATTACHMENT_MB_PER_CLIENT_PER_HOUR: "1",
      ATTACHMENT_MB_PER_DAY: "2",
    });
  }, 120_000);
  afterAll(() => server?.stop());

  it("stores one client's attachments up to its hourly budget, then answers 429 with Retry-After and stores nothing", async () => {
    expect((await leadWithFile(server, "198.51.100.7", "Budget One", 600 * KB)).status).toBe(200);
    const over = await leadWithFile(server, "198.51.100.7", "Budget Two", 600 * KB);
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(over.body.message).toBe(leadAnswers.attachmentsOverClientBudget(Math.ceil(retryAfter / 60)));
    // The same client's lead without files is not what fills a disk: it is stored.
    expect((await leadWithFile(server, "198.51.100.7", "Budget Text Only")).status).toBe(200);
    const names = await storedNames(server);
    expect(names).toEqual(expect.arrayContaining(["Budget One", "Budget Text Only"]));
    expect(names).not.toContain("Budget Two");
  }, 60_000);

  it("counts every address of one IPv6 /64 against one budget", async () => {
    expect((await leadWithFile(server, "2001:db8:7:7::1", "Prefix One", 600 * KB)).status).toBe(200);
    const sibling = await leadWithFile(server, "2001:db8:7:7:ffff::99", "Prefix Two", 600 * KB);
    expect(sibling.status).toBe(429);
    expect(await storedNames(server)).not.toContain("Prefix Two");
  }, 60_000);

  it("answers 503 with Retry-After once the site's daily budget is spent, whoever sends", async () => {
    // 1.2 MB spent above; one more 600 KB fits in the 2 MB of the day, the next does not.
    expect((await leadWithFile(server, "203.0.113.21", "Site One", 600 * KB)).status).toBe(200);
    const over = await leadWithFile(server, "203.0.113.22", "Site Two", 600 * KB);
    expect(over.status).toBe(503);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.body.message).toBe(leadAnswers.attachmentsOverSiteBudget);
    const names = await storedNames(server);
    expect(names).toContain("Site One");
    expect(names).not.toContain("Site Two");
    expect(
      names.filter(
        (name) => name?.startsWith("Budget") || name?.startsWith("Prefix") || name?.startsWith("Site"),
      ),
    ).toHaveLength(4);
  }, 60_000);
});
