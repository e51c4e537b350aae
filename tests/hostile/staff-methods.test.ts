/**
 * The staff page's actions are its forms' POSTs: the same fields sent with any other method end no
 * session and sign nobody in, and the answer says which methods the page takes (405 with Allow).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN } from "../integration/lead-client";
import { type RunningServer, startServer } from "../integration/server-process";

const buildDir = process.env.INTEGRATION_BUILD_DIR;

let server: RunningServer | undefined;
let dataDir: string;

function send(method: string, fields: Record<string, string>, cookie?: string) {
  return fetch(new URL("/staff/leads", server!.url), {
    method,
    redirect: "manual",
    headers: {
      Origin: server!.url,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function signedIn(cookie: string): Promise<boolean> {
  const page = await fetch(new URL("/staff/leads", server!.url), { headers: { Cookie: cookie } });
  return !(await page.text()).includes('id="sign-in-heading"');
}

describe.skipIf(!buildDir)("the staff page with a method its forms never use", () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-staff-methods-"));
    server = await startServer({ DATA_DIR: dataDir, ADMIN_TOKEN });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("answers 405 to PUT, PATCH and DELETE, ends no session and signs nobody in", async () => {
    const signIn = await send("POST", { intent: "sign-in", token: ADMIN_TOKEN });
    expect(signIn.status).toBe(303);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(await signedIn(cookie)).toBe(true);

    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const ending = await send(method, { intent: "end-all-sessions" }, cookie);
      expect(ending.status, method).toBe(405);
      expect(ending.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(ending.headers.get("set-cookie")).toBeNull();
      const signing = await send(method, { intent: "sign-in", token: ADMIN_TOKEN });
      expect(signing.status, method).toBe(405);
      expect(signing.headers.get("set-cookie")).toBeNull();
    }
    expect(await signedIn(cookie)).toBe(true);
  }, 60_000);
});
