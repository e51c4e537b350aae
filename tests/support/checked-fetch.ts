/**
 * fetch, with every answer to a call the API description describes (its path, and its method
 * there) checked against GET /api/openapi.json: a status, content type, header or body the
 * description does not allow throws, naming the call, its status and what did not match, so the
 * test that made the call fails. Other calls (pages, health checks, an undescribed method) pass
 * through unchecked. Only for calls to the site's own servers: a third party's answers are not the
 * site's to describe.
 */
import { ApiDescription, type ObservedAnswer } from "./openapi-responses";

/** The description, if it describes this call (its URL absolute). */
async function describing(method: string, url: string): Promise<ApiDescription | undefined> {
  const description = await ApiDescription.shared(new URL(url).origin);
  return description.describes(method, url) ? description : undefined;
}

/** Checks an answer got some other way (a raw HTTP client), if its call is described. */
export async function checkAnswer(answer: ObservedAnswer): Promise<void> {
  (await describing(answer.method, answer.url))?.check(answer);
}

/**
 * fetch, its answer checked when the description describes the call. A redirect it followed is not
 * seen: the answer is then that of the page it led to (ask with `redirect: "manual"` to check the
 * redirect itself).
 */
export async function checkedFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(input, init);
  if (response.redirected) return response;
  const method = (init.method ?? "GET").toUpperCase();
  const url = String(input);
  const description = await describing(method, url);
  if (!description) return response;
  // A copy is read, so the caller still has the whole answer to read; a body cut off (the server
  // closed the connection) is not checked, its status and headers are.
  const body = await response
    .clone()
    .arrayBuffer()
    .then(
      (bytes) => new Uint8Array(bytes),
      () => undefined,
    );
  description.check({ method, url, status: response.status, headers: response.headers, body });
  return response;
}
