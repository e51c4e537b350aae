import { describe, expect, it } from "vitest";
import { noAttribution } from "~/leads/shared/attribution";
import { tokensMatch } from "~/lib/bearer-gate.server";
import { csvCell, leadsCsv, staffGate } from "./lead-access.server";

const TOKEN = "s3cret-token-for-the-leads-api";
const request = (authorization?: string) =>
  new Request("http://x/api/leads", authorization ? { headers: { authorization } } : {});

describe("staff gate", () => {
  const client = { ip: "192.0.2.9", limit: { take: async () => 0, giveBack: async () => {} } };

  it("answers 404 when ADMIN_TOKEN is unset, so the API does not exist", async () => {
    expect((await staffGate(request(`Bearer ${TOKEN}`), client, undefined))?.status).toBe(404);
  });

  it("answers 401 without or with a wrong bearer token, and lets the right one through", async () => {
    expect((await staffGate(request(), client, TOKEN))?.status).toBe(401);
    expect((await staffGate(request(`Bearer ${TOKEN}x`), client, TOKEN))?.status).toBe(401);
    expect((await staffGate(request(`Basic ${TOKEN}`), client, TOKEN))?.status).toBe(401);
    expect(await staffGate(request(`Bearer ${TOKEN}`), client, TOKEN)).toBeNull();
  });

  it("compares tokens of any length without throwing", () => {
    expect(tokensMatch("a", "a much longer expected token")).toBe(false);
    expect(tokensMatch(TOKEN, TOKEN)).toBe(true);
  });
});

describe("CSV export", () => {
  it("quotes cells and neutralises spreadsheet formulas", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(csvCell(null)).toBe('""');
  });

  it("lists attachment names, sizes and hashes, never bytes", () => {
    const csv = leadsCsv([
      {
        id: "id-1",
        createdAt: "2026-01-01T00:00:00.000Z",
        form: "contact",
        name: "Ana",
        email: "ana@example.com",
        contact: null,
        message: "Hello,\nworld",
        attribution: noAttribution,
        product: ["PRIZM Rates"],
        mail: "sent",
        outbox: [{ kind: "lead", status: "sent" }],
        attachments: [
          {
            n: 1,
            name: "a.pdf",
            storedName: "id-1-1.pdf",
            contentType: "application/pdf",
            size: 10,
            sha256: "ab",
            url: "/u",
          },
          {
            n: 2,
            name: "b.docx",
            storedName: "id-1-2.docx",
            contentType: "x",
            size: 20,
            sha256: "cd",
            url: "/v",
          },
        ],
      },
    ]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(
      "id,created_at,form,name,email,contact,message,product,mail,attachment_names,attachment_sizes,attachment_sha256",
    );
    expect(row).toContain('"a.pdf | b.docx","10 | 20","ab | cd"');
    expect(row).toContain('"Hello,\nworld"');
  });
});
