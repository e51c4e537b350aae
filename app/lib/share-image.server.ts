import { existsSync } from "node:fs";
import path from "node:path";
import { DEFAULT_SHARE_IMAGE, generatedSharePath, generatedShareImage, type ShareImage } from "./share-image";

/** Where built files are: the client build (production) and public/ (development). */
const roots = [path.resolve(process.env.BUILD_DIR ?? "build", "client"), path.resolve("public")];
const known = new Map<string, boolean>();

/**
 * The card the build made for an item's page, or the default card for items added after the build.
 * Cards exist only from the build, so each lookup is cached for the life of the process.
 */
export function builtShareImage(pagePath: string): ShareImage {
  const url = generatedSharePath(pagePath);
  let found = known.get(url);
  if (found === undefined) {
    let relative: string;
    try {
      relative = decodeURI(url);
    } catch {
      relative = url;
    }
    found = roots.some((root) => existsSync(path.join(root, relative)));
    known.set(url, found);
  }
  return found ? generatedShareImage(pagePath) : DEFAULT_SHARE_IMAGE;
}
