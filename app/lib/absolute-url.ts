/** `path` as an absolute URL on `origin`; a path that is already an absolute http(s) URL stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return new URL(path, `${origin.replace(/\/$/, "")}/`).toString();
}
