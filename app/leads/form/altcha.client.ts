/**
 * Loads the ALTCHA web component on demand, in the browser. Its `external` build has no inline styles
 * or workers, so it runs under our CSP.
 */
import "altcha/external";
import "altcha/altcha.css";
import "./altcha-theme.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import ShaWorker from "altcha/workers/sha?worker";

for (const hash of ["SHA-256", "SHA-384", "SHA-512"]) {
  globalThis.$altcha.algorithms.set(`PBKDF2/${hash}`, () => new Pbkdf2Worker());
  globalThis.$altcha.algorithms.set(hash, () => new ShaWorker());
}
