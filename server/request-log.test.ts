import { describe, expect, it } from "vitest";
import { withoutSecrets } from "./request-log";

describe("request log", () => {
  it("keeps credentials in a query string out of the log and the rest of the URL in it", () => {
    expect(withoutSecrets("/api/preview?secret=abc123&type=blog&id=doc1")).toBe(
      "/api/preview?secret=***&type=blog&id=doc1",
    );
    expect(withoutSecrets("/x?type=news&Token=t0k")).toBe("/x?type=news&Token=***");
    expect(withoutSecrets("/blogs?page=2")).toBe("/blogs?page=2");
  });
});
