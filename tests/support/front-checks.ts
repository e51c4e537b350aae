/** What a visitor, staff member and monitor do through the production front, shared by front and image tests. */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { checkAnswer } from "./checked-fetch";

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; text: string };

type SendOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  /** The client's own address (any of 127.0.0.0/8 on Linux), to be a different client. */
  from?: string;
};

/** One request, the answer as sent (no redirect, no decompression, self-signed TLS accepted), API-checked. */
export async function send(url: string, options: SendOptions = {}): Promise<Answer> {
  const answer = await sendUnchecked(url, options);
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const { status, body } = answer;
  const decoded = decode(body, headers.get("content-encoding"));
  await checkAnswer({ method: options.method ?? "GET", url, status, headers, body: new Uint8Array(decoded) });
  return answer;
}

/** What a compressed body says: the description describes that, not the bytes on the wire. */
function decode(body: Buffer, encoding: string | null): Buffer {
  // A HEAD, 204 or 304 answer names its encoding but has no body to decode.
  if (body.length === 0) return body;
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

/** One request on its own connection, the answer as sent, not checked against the API description. */
export function sendUnchecked(url: string, options: SendOptions = {}): Promise<Answer> {
  const target = new URL(url);
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.from,
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The cookie's `name=value` from a Set-Cookie answer. */
function cookieOf(answer: Answer, name: string): string | undefined {
  const lines = answer.headers["set-cookie"] ?? [];
  return lines.map((line) => line.split(";")[0] ?? "").find((pair) => pair.startsWith(`${name}=`));
}

type StaffOptions = { site?: string; headers?: Record<string, string>; from?: string };

/** Signs in on the staff page from a page of `site`, then opens it; returns statuses, list shown, cookie. */
export async function staffSignIn(
  front: string,
  token: string,
  options: StaffOptions = {},
): Promise<{ signIn: number; page: number; signedIn: boolean; cookie?: string }> {
  const site = options.site ?? front;
  const signIn = await send(`${front}/staff/leads`, {
    method: "POST",
    from: options.from,
    headers: {
      ...options.headers,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: site,
      Referer: `${site}/staff/leads`,
    },
    body: new URLSearchParams({ intent: "sign-in", token }).toString(),
  });
  const cookie = cookieOf(signIn, "staff_session") ?? cookieOf(signIn, "__Secure-staff_session");
  if (!cookie) return { signIn: signIn.status, page: 0, signedIn: false };
  const page = await send(`${front}/staff/leads`, {
    from: options.from,
    headers: { ...options.headers, Cookie: cookie },
  });
  // Signed in when the page shows the list rather than the sign-in form.
  return { signIn: signIn.status, page: page.status, signedIn: !page.text.includes('name="token"'), cookie };
}
