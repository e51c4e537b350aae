export type ServedSizes = { raw: number; gzip: number; brotli: number };
export type FirstLoad = {
  htmlFile: string;
  files: (ServedSizes & { url: string })[];
  js: ServedSizes;
  css: ServedSizes;
  html: ServedSizes;
};
export function prerenderedHtmlFile(buildDir: string, route: string): string;
export function servedSizes(buf: Buffer): ServedSizes;
export function referencedAssets(html: string): string[];
export function firstLoadBytes(buildDir: string, route: string): FirstLoad;
