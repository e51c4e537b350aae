/**
 * The outcome of a submission, rendered into a live region that exists from the start so screen
 * readers announce it.
 */
import type { FormVariant } from "~/leads/shared/contract";

export function FormAlert({
  id,
  outcome,
  variant,
}: {
  id: string;
  outcome?: { ok: boolean; message: string };
  variant: FormVariant;
}) {
  const tone = !outcome
    ? ""
    : variant === "contact-page"
      ? outcome.ok
        ? "rounded-lg border border-green-700 bg-green-50 px-4 py-3 text-green-900"
        : "rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-red-900"
      : outcome.ok
        ? "font-semibold text-green-900"
        : "font-semibold text-red-800";
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true">
      {outcome && (
        <p className={tone} data-testid="form-alert" data-outcome={outcome.ok ? "success" : "failure"}>
          {outcome.message}
        </p>
      )}
    </div>
  );
}
