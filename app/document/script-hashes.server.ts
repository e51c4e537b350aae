/**
 * A page shared by everyone carries no nonce: its inline scripts are allowed by hash instead (ADR 009).
 */
import { createHash } from "node:crypto";

/** The CSP source `'sha256-…'` that allows exactly this inline text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The hash sources of the inline scripts that carry the render's nonce. A script without it (markup
 * that slipped into content) gets no hash, so the policy blocks it as the nonce would have.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !attributes.includes(` nonce="${nonce}"`)) continue;
    hashes.add(hashSource(body ?? ""));
  }
  return [...hashes];
}

/** A render as anyone may be sent it: without its nonce, and the CSP that allows its scripts by hash. */
export function sharedHtml(html: string, nonce: string, cspFor: (scriptHashes: readonly string[]) => string) {
  return { html: html.replaceAll(` nonce="${nonce}"`, ""), csp: cspFor(inlineScriptHashes(html, nonce)) };
}
