/**
 * Loads the ALTCHA widget (web component) in the browser only, on demand. The `external` build keeps
 * styles and workers out of inline code, so it runs under our CSP (script-src 'self' + nonce,
 * worker-src 'self' blob:); the proof-of-work workers are separate same-origin files.
 */
import "altcha/external";
import "altcha/altcha.css";
import "./altcha-theme.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import ShaWorker from "altcha/workers/sha?worker";

for (const algorithm of ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"]) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ["SHA-256", "SHA-384", "SHA-512"]) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}

export const altchaReady = true;
