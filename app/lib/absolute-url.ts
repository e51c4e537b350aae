/** `path` as an absolute URL on `origin`; an absolute http(s) URL is returned unchanged. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return new URL(path, `${origin.replace(/\/$/, "")}/`).toString();
}
