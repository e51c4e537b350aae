/**
 * Which sites may post leads. A browser names the page a POST comes from in `Origin` (or, from older
 * browsers and some privacy settings, only in `Referer`); a lead posted from any other site is a
 * cross-site request made with a visitor's browser, and is refused before its body is read. Clients
 * that send neither header (curl, a server-side integration) are not browsers acting for someone
 * else, so they pass and meet the captcha and the rate limit like everyone.
 */

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** `PUBLIC_URL`'s origin plus `ALLOWED_ORIGINS`; a loopback site also answers to its other loopback names. */
export function allowedOrigins(publicUrl: string, extra: readonly string[] = []): ReadonlySet<string> {
  const origins = new Set<string>(extra.map((origin) => new URL(origin).origin));
  const site = new URL(publicUrl);
  origins.add(site.origin);
  // `npm start` serves http://localhost:3000, and people open it as 127.0.0.1:3000 just as often.
  if (LOOPBACK_HOSTS.includes(site.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      origins.add(`${site.protocol}//${host}${site.port ? `:${site.port}` : ""}`);
    }
  }
  return origins;
}

export type OriginDecision = { allowed: true } | { allowed: false; origin: string };

function originOfReferer(referer: string): string {
  return URL.canParse(referer) ? new URL(referer).origin : "invalid";
}

/** The two request headers that name the page a request comes from. */
export type SourceHeaders = { origin?: string | null; referer?: string | null };

/** Allowed when the request names no site, or names one of `allowed`. */
export function checkOrigin(
  { origin, referer }: SourceHeaders,
  allowed: ReadonlySet<string>,
): OriginDecision {
  const named = origin ?? (referer ? originOfReferer(referer) : undefined);
  if (named === undefined) return { allowed: true };
  // `Origin: null` comes from sandboxed frames, data: pages and files: never from our own pages.
  return allowed.has(named) ? { allowed: true } : { allowed: false, origin: named };
}

/**
 * Whether a refused origin is the very host the request was sent to (the `Host` header, which a
 * front passes on as the visitor sent it): a browser on this site's own pages whose address
 * PUBLIC_URL does not name, a setting to correct rather than another site's attack.
 */
export function isOwnHostOrigin(origin: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin)) return false;
  return new URL(origin).host === host.toLowerCase();
}
