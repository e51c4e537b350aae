/**
 * GET /api/openapi.json: the site's OpenAPI 3.1 description, as application/json because browsers
 * and many clients treat OpenAPI's vendor type as a download.
 */
import { openApiDocument } from "~/api-description/openapi.server";
import { env } from "~/env.server";

/** The same for everyone while the process runs, so it is built once. */
let body: string | undefined;

export function loader() {
  body ??= JSON.stringify(openApiDocument(env().PUBLIC_URL));
  return new Response(body, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
