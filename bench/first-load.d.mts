export type ServedSizes = { raw: number; gzip: number; brotli: number };
export type HtmlFirstLoad = {
  files: (ServedSizes & { url: string })[];
  js: ServedSizes;
  css: ServedSizes;
  html: ServedSizes;
};
export type FirstLoad = HtmlFirstLoad & { htmlFile: string };
export function prerenderedHtmlFile(buildDir: string, route: string): string;
export function servedSizes(buf: Buffer): ServedSizes;
export function referencedAssets(html: string): string[];
export function firstLoadBytes(buildDir: string, route: string): FirstLoad;
export function firstLoadBytesOfHtml(buildDir: string, html: string): HtmlFirstLoad;
