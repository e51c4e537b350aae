/**
 * Video hosts a post may embed: both the sanitizer and the CSP's frame-src use this list, so a kept
 * embed is never blocked and nothing else can be framed.
 */
export const EMBED_PLAYER_HOSTS = [
  "www.youtube-nocookie.com",
  "www.youtube.com",
  "player.vimeo.com",
] as const;

/** The frame-src sources: HTTPS only, as the sanitizer keeps only https iframes. */
export const EMBED_PLAYER_ORIGINS = EMBED_PLAYER_HOSTS.map((host) => `https://${host}`);
