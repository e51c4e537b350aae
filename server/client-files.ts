import { readdir } from "node:fs/promises";
import path from "node:path";

/**
 * Prerendered output (HTML and .data files) holds build-time stand-ins: it is never served as a file,
 * but filled in by prerenderedPages or rendered by the router.
 */
export function isPrerenderedOutput(urlPath: string): boolean {
  return /\.(html|data)$/i.test(urlPath);
}

/**
 * The URL paths of the files in build/client (icons, images, hashed assets), read once at start-up,
 * so that telling a file from an unknown URL costs a set lookup, not a file-system call.
 */
export async function clientFilePaths(clientDir: string): Promise<ReadonlySet<string>> {
  const paths = new Set<string>();
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    paths.add(`/${path.relative(clientDir, full).split(path.sep).join("/")}`);
  }
  return paths;
}
