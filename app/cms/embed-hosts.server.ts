/**
 * Hosts whose video players a post may embed. The single home of this list: the HTML sanitizer
 * keeps iframes from exactly these hosts and the Content-Security-Policy's frame-src allows exactly
 * them, so an embed the sanitizer keeps is never blocked and nothing else can be framed.
 */
export const EMBED_PLAYER_HOSTS = [
  "www.youtube-nocookie.com",
  "www.youtube.com",
  "player.vimeo.com",
] as const;

/** The frame-src sources of the embeds: HTTPS only, as the sanitizer keeps only https iframes. */
export const EMBED_PLAYER_ORIGINS = EMBED_PLAYER_HOSTS.map((host) => `https://${host}`);
