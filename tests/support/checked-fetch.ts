/** fetch with every described call's answer checked against GET /api/openapi.json (site servers only). */
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

/** fetch, checked when described; a followed redirect is not seen (use `redirect: "manual"`). */
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
