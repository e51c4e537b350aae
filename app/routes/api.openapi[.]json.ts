/**
 * GET /api/openapi.json: the site's OpenAPI 3.1 description, as application/json because browsers
 * and many clients treat OpenAPI's vendor type as a download.
 */
import { openApiDocument } from "~/api-description/openapi.server";
import { env } from "~/env.server";

/** Identical for everyone until PUBLIC_URL changes, so it is built once. */
let made: { publicUrl: string; body: string } | undefined;

function documentBody(publicUrl: string): string {
  if (made?.publicUrl !== publicUrl) made = { publicUrl, body: JSON.stringify(openApiDocument(publicUrl)) };
  return made.body;
}

export function loader() {
  return new Response(documentBody(env().PUBLIC_URL), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
