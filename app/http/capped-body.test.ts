import { describe, expect, it } from "vitest";
import { readCappedText } from "./capped-body.server";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("readCappedText", () => {
  it("reads a body up to the limit, and an absent one as empty", async () => {
    expect(await readCappedText(post("a=1&b=ü"), 9)).toBe("a=1&b=ü");
    expect(await readCappedText(post(null), 9)).toBe("");
  });

  it("refuses a declared length over the limit without reading", async () => {
    expect(await readCappedText(post("short", { "content-length": "10" }), 9)).toBeNull();
  });

  it("stops reading an undeclared body at the limit and cancels the rest", async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(4));
      },
      cancel() {
        cancelled = true;
      },
    });
    expect(await readCappedText(post(endless), 9)).toBeNull();
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(10);
  });

  it("can leave the rest of an undeclared body unread instead, for a caller that answers first", async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(4));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = post(endless);
    expect(await readCappedText(request, 9, "leave")).toBeNull();
    expect(cancelled).toBe(false);
    expect(request.body?.locked).toBe(false);
  });
});
