/**
 * GET /api/openapi.json: the OpenAPI 3.1 description of the site's API (app/api-description). Sent as
 * application/json, not OpenAPI's vendor type, which browsers and many clients take for a download.
 */
import { openApiDocument } from "~/api-description/openapi.server";
import { env } from "~/env.server";

/** The same for everyone until the next deployment: made once, kept a few minutes by caches. */
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
