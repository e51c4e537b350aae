/** What a visitor, staff member and monitor do through the production front, shared by front and image tests. */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { checkAnswer } from "./checked-fetch";
import { encodeForm, leadFormData } from "./lead-client";
import { noScriptQuestionIn } from "./no-script-question";

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; text: string };

export type SendOptions = {
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

/** The staff page's forms as the browser posts them, from a page of `site`. */
function staffPost(
  front: string,
  site: string,
  fields: Record<string, string>,
  options: StaffOptions,
  cookie?: string,
) {
  return send(`${front}/staff/leads`, {
    method: "POST",
    from: options.from,
    headers: {
      ...options.headers,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: site,
      Referer: `${site}/staff/leads`,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

type StaffOptions = { site?: string; headers?: Record<string, string>; from?: string };

/** Whether the staff page, opened with `cookie`, shows the list rather than the sign-in form. */
async function staffPageWith(front: string, cookie: string, options: StaffOptions) {
  const page = await send(`${front}/staff/leads`, {
    from: options.from,
    headers: { ...options.headers, Cookie: cookie },
  });
  return { page: page.status, signedIn: !page.text.includes('name="token"') };
}

/** Signs in on the staff page from a page of `site`, then opens it; returns statuses, list shown, cookie. */
export async function staffSignIn(
  front: string,
  token: string,
  options: StaffOptions = {},
): Promise<{ signIn: number; page: number; signedIn: boolean; cookie?: string }> {
  const site = options.site ?? front;
  const signIn = await staffPost(front, site, { intent: "sign-in", token }, options);
  const cookie = cookieOf(signIn, "staff_session") ?? cookieOf(signIn, "__Secure-staff_session");
  if (!cookie) return { signIn: signIn.status, page: 0, signedIn: false };
  return { signIn: signIn.status, ...(await staffPageWith(front, cookie, options)), cookie };
}

/** Presses "End all sessions" with `cookie`'s session; resolves with its status. */
export async function endAllStaffSessions(front: string, cookie: string, options: StaffOptions = {}) {
  return (await staffPost(front, options.site ?? front, { intent: "end-all-sessions" }, options, cookie))
    .status;
}

/** Whether `cookie` still opens the staff list. */
export async function staffSignedIn(front: string, cookie: string, options: StaffOptions = {}) {
  return (await staffPageWith(front, cookie, options)).signedIn;
}

/** The contact form as sent without JavaScript: the question answered, its token back, a multipart post. */
export async function contactWithoutScript(front: string, options: { from?: string } = {}): Promise<Answer> {
  const page = await send(`${front}/Contact-us`, { from: options.from, headers: { Accept: "text/html" } });
  if (page.status !== 200) return page;
  const action = /<form[^>]*data-form-id="contact"[^>]*action="([^"]+)"/.exec(page.text)?.[1];
  if (!action) throw new Error("the contact page has no contact form");
  const { token, answer } = noScriptQuestionIn(page.text);
  // The valid contact fields as the page's form sends them: its product box, the honeypot, no ALTCHA.
  const fields = {
    product: "PRIZM Rates",
    company_website: "",
    captcha_answer: answer,
    captcha_token: token,
    recaptcha: "",
  };
  const { bytes, contentType: type } = await encodeForm(leadFormData({ fields }));
  return send(`${front}${action.replaceAll("&amp;", "&")}`, {
    method: "POST",
    from: options.from,
    headers: { "Content-Type": type, Origin: front, Referer: `${front}/Contact-us`, Accept: "text/html" },
    body: bytes,
  });
}
