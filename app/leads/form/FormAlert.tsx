/**
 * The outcome of a submission, rendered into a live region that exists from the start so screen
 * readers announce it.
 */
import type { FormVariant } from "~/leads/shared/contract";

const TONES: Record<FormVariant, { ok: string; failed: string }> = {
  "contact-page": {
    ok: "rounded-lg border border-green-700 bg-green-50 px-4 py-3 text-green-900",
    failed: "rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-red-900",
  },
  "apply-and-demo": { ok: "font-semibold text-green-900", failed: "font-semibold text-red-800" },
};

export type Outcome = { ok: boolean; message: string };

export function FormAlert({ id, outcome, variant }: { id: string; outcome?: Outcome; variant: FormVariant }) {
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true">
      {outcome && (
        <p
          className={TONES[variant][outcome.ok ? "ok" : "failed"]}
          data-testid="form-alert"
          data-outcome={outcome.ok ? "success" : "failure"}
        >
          {outcome.message}
        </p>
      )}
    </div>
  );
}
