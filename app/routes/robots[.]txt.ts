import { type Env, env } from "~/env.server";

/** The robots.txt of this deployment: a staging host (ALLOW_INDEXING=false) turns every crawler away. */
export function robotsTxt({
  ALLOW_INDEXING,
  PUBLIC_URL,
}: Pick<Env, "ALLOW_INDEXING" | "PUBLIC_URL">): string {
  const rules = ALLOW_INDEXING ? ["Allow: /", "Disallow: /api/"] : ["Disallow: /"];
  return ["User-agent: *", ...rules, "", `Sitemap: ${PUBLIC_URL}/sitemap.xml`, ""].join("\n");
}

export function loader() {
  return new Response(robotsTxt(env()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
