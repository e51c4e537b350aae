/**
 * The Strict-Transport-Security policy. Subdomains and preload are opt-in: they pin every name under
 * the host to https for years. deploy/render-front.sh applies the same rules.
 */
// The settings' own type rather than the environment's, so the environment's checks can import this
// module without a cycle.
export type HstsSettings = {
  HSTS_MAX_AGE: number;
  HSTS_INCLUDE_SUBDOMAINS: boolean;
  HSTS_PRELOAD: boolean;
};

/** The least max-age the preload list takes: one year. */
const PRELOAD_MIN_MAX_AGE = 31_536_000;
/** Ten years: anything longer is a typo, and browsers cap the age they keep anyway. */
export const HSTS_MAX_AGE_LIMIT = 315_360_000;

/**
 * Why the combination is unusable, if it is: the preload list takes only a policy that covers every
 * subdomain and lasts at least a year, and refuses the site otherwise.
 */
export function hstsIssues(settings: HstsSettings): string[] {
  if (!settings.HSTS_PRELOAD) return [];
  const issues: string[] = [];
  if (!settings.HSTS_INCLUDE_SUBDOMAINS)
    issues.push(
      "needs HSTS_INCLUDE_SUBDOMAINS=true (the preload list takes only a policy for every subdomain)",
    );
  if (settings.HSTS_MAX_AGE < PRELOAD_MIN_MAX_AGE)
    issues.push(`needs HSTS_MAX_AGE of at least ${PRELOAD_MIN_MAX_AGE} (one year) for the preload list`);
  return issues;
}

export function hstsValue(settings: HstsSettings): string {
  return [
    `max-age=${settings.HSTS_MAX_AGE}`,
    ...(settings.HSTS_INCLUDE_SUBDOMAINS ? ["includeSubDomains"] : []),
    ...(settings.HSTS_PRELOAD ? ["preload"] : []),
  ].join("; ");
}
