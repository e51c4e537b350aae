import { existsSync } from "node:fs";
import path from "node:path";
import { generatedSharePath, generatedShareImage, type ShareImage } from "./share-image";

/**
 * Where the build's files are: the client build (production; BUILD_DIR as the server reads it)
 * and public/ (development, where scripts/build-images.ts writes them first).
 */
const roots = [path.resolve(process.env.BUILD_DIR ?? "build", "client"), path.resolve("public")];
const known = new Map<string, boolean>();

/**
 * The card the build made for a blog or news page, or null when it made none: an item the build
 * did not see (Strapi's, or one added to the content folder since), which then gets the default.
 * Cards are made only at build time, so the answer is kept for the life of the process.
 */
export function builtShareImage(pagePath: string): ShareImage | null {
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
  return found ? generatedShareImage(pagePath) : null;
}
