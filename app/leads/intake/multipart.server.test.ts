import { afterEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_LIMITS } from "~/settings/upload-limits";
import { MultipartError, parseMultipart } from "./multipart.server";

const small = {
  ...UPLOAD_LIMITS,
  maxFiles: 2,
  maxFileBytes: 1000,
  maxRequestBytes: 5000,
  maxFieldBytes: 100,
};

function formRequest(form: FormData): Request {
  return new Request("http://x/api/contact", { method: "POST", body: form });
}

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    expect(error).toBeInstanceOf(MultipartError);
    return (error as MultipartError).kind;
  }
}

/** A multipart body whose chunks the test hands over itself, when it chooses. */
function controlledRequest(contentType = "multipart/form-data; boundary=abc") {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const request = new Request("http://x/api/contact", {
    method: "POST",
    headers: { "content-type": contentType },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, controller };
}

describe("parseMultipart", () => {
  it("reads fields (repeated ones too) and files", async () => {
    const form = new FormData();
    form.append("form", "contact");
    form.append("product", "cre");
    form.append("product", "tic");
    form.append("files", new Blob([new Uint8Array([1, 2, 3])]), "a.pdf");
    const parsed = await parseMultipart(formRequest(form), small);
    expect(parsed.fields.get("form")).toEqual(["contact"]);
    expect(parsed.fields.get("product")).toEqual(["cre", "tic"]);
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]).toMatchObject({ field: "files", filename: "a.pdf" });
    expect([...parsed.files[0]!.bytes]).toEqual([1, 2, 3]);
  });

  it("skips the empty part an untouched file input sends", async () => {
    const form = new FormData();
    form.append("files", new Blob([]), "");
    form.append("name", "Ana");
    const parsed = await parseMultipart(formRequest(form), small);
    expect(parsed.files).toHaveLength(0);
  });

  it('takes a file of exactly the per-file limit ("10 MB or smaller")', async () => {
    const form = new FormData();
    form.append("files", new Blob([new Uint8Array(1000).fill(7)]), "exact.pdf");
    const parsed = await parseMultipart(formRequest(form), small);
    expect(parsed.files[0]?.bytes.byteLength).toBe(1000);
  });

  it("refuses a body the upload budget cannot hold, with the budget's refusal", async () => {
    const form = new FormData();
    form.append("name", "Ada");
    form.append("files", new Blob([new Uint8Array(900)]), "a.pdf");
    const onRead = (total: number) => total <= 100 || "over-share";
    expect(await kindOf(parseMultipart(formRequest(form), small, { onRead }))).toBe("over-share");
    // Within the budget the same body is read as usual.
    const parsed = await parseMultipart(formRequest(form), small, { onRead: () => true });
    expect(parsed.files).toHaveLength(1);
  });

  it.each([
    ["JSON", "application/json", '{"form":"contact","name":"Eve"}'],
    ["no type at all", null, "name=Eve&"],
  ])("refuses a body of %s as not a form", async (_, type, body) => {
    const request = new Request("http://x/api/contact", {
      method: "POST",
      // A Blob has no type of its own, where a string body would be given text/plain.
      body: new Blob([body]),
      headers: type ? { "content-type": type } : {},
    });
    expect(await kindOf(parseMultipart(request, small))).toBe("unsupported-media-type");
  });

  it.each([
    [
      "multipart without a boundary",
      "multipart/form-data",
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    ],
    [
      "garbage bytes",
      "multipart/form-data; boundary=zz",
      new Uint8Array([0, 1, 2, 0xff, 0xfe, 10, 13, 45, 45, 122]),
    ],
    [
      "a body without its closing boundary",
      "multipart/form-data; boundary=zz",
      '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ],
    [
      "a part header of 20 KB",
      "multipart/form-data; boundary=zz",
      `--zz\r\nContent-Disposition: form-data; name="${"n".repeat(20 * 1024)}"\r\n\r\nx\r\n--zz--\r\n`,
    ],
  ])("refuses %s as malformed", async (_, type, body) => {
    const request = new Request("http://x/api/contact", {
      method: "POST",
      body: new Blob([body]),
      headers: { "content-type": type },
    });
    // The site's own limits: the part header alone is over the small request limit.
    expect(await kindOf(parseMultipart(request, UPLOAD_LIMITS))).toBe("malformed");
  });

  it("refuses a field over its size, and a field name over 100 bytes", async () => {
    const form = new FormData();
    form.append("message", "x".repeat(small.maxFieldBytes + 1));
    expect(await kindOf(parseMultipart(formRequest(form), small))).toBe("fields-too-large");
    const named = new Request("http://x", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `${"n".repeat(101)}=x&form=contact`,
    });
    expect(await kindOf(parseMultipart(named, small))).toBe("fields-too-large");
  });

  it("also reads urlencoded bodies (a form without files)", async () => {
    const request = new Request("http://x", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "form=demo&product=cre&product=Services",
    });
    const parsed = await parseMultipart(request, small);
    expect(parsed.fields.get("product")).toEqual(["cre", "Services"]);
  });
});

describe("parseMultipart, the slowest pace a body may keep", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const pace = { idleTimeoutMs: 5000, graceMs: 1000, minBytesPerSecond: 100 };

  async function loadParser() {
    // busboy is imported on first use; that import is real I/O, done before time is faked.
    const form = new FormData();
    form.append("name", "Ada");
    await parseMultipart(formRequest(form), small);
  }

  it("cuts off a trickle that never stays idle long enough for the idle timeout", async () => {
    await loadParser();
    vi.useFakeTimers();
    const { request, controller } = controlledRequest();
    const result = kindOf(parseMultipart(request, small, { pace }));
    let settled = false;
    void result.then(() => (settled = true));
    // One byte every 500 ms: the idle timer (5 s) is reset each time and never fires.
    let elapsed = 0;
    while (!settled && elapsed < 10_000) {
      controller.enqueue(new TextEncoder().encode("-"));
      await vi.advanceTimersByTimeAsync(500);
      elapsed += 500;
    }
    expect(await result).toBe("too-slow");
    // Behind once the grace (1 s) has passed and it has sent less than 100 bytes a second since.
    expect(elapsed).toBeLessThanOrEqual(1500);
  });

  it("cuts off a body that sends nothing at the end of the grace, before the idle timeout", async () => {
    await loadParser();
    vi.useFakeTimers();
    const { request } = controlledRequest();
    const result = kindOf(parseMultipart(request, small, { pace }));
    await vi.advanceTimersByTimeAsync(1001);
    expect(await result).toBe("too-slow");
  });

  it("reads a body that keeps the pace whole, however long it takes", async () => {
    await loadParser();
    const form = new FormData();
    form.append("name", "Ada");
    form.append("files", new Blob([new Uint8Array(900)]), "a.pdf");
    const encoded = new Response(form);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    vi.useFakeTimers();
    const started = Date.now();
    const { request, controller } = controlledRequest(encoded.headers.get("content-type") ?? "");
    const parsed = parseMultipart(request, small, { pace });
    // 60 bytes every 500 ms (120 B/s) after the grace: more than 10 s for about 1.3 KB.
    await vi.advanceTimersByTimeAsync(900);
    for (let sent = 0; sent < bytes.length; sent += 60) {
      controller.enqueue(bytes.subarray(sent, sent + 60));
      await vi.advanceTimersByTimeAsync(500);
    }
    controller.close();
    const read = await parsed;
    expect(read.fields.get("name")).toEqual(["Ada"]);
    expect(read.files[0]?.bytes.byteLength).toBe(900);
    expect(Date.now() - started).toBeGreaterThan(10_000);
  });
});
