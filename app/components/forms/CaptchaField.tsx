import { useEffect, useRef } from "react";
import type { AltchaWidgetElement } from "altcha/types/generic";
import type {} from "altcha/types/react";
import { CAPTCHA_CHALLENGE_URL, formCopy } from "~/site/forms";
import { FieldError } from "./FieldError";

/**
 * The widget's own hidden input gets a name nobody reads; LeadForm keeps the payload in state and posts
 * it as `recaptcha` (one value, even while the widget swaps challenges).
 */
const WIDGET_FIELD = "altcha_widget";

export type CaptchaHandle = { reset: () => void };

type CaptchaFieldProps = {
  id: string;
  errorId: string;
  errors?: string[];
  /** Called with the payload once verified, and with "" when it is reset or expires. */
  onChange: (payload: string) => void;
  handleRef?: React.RefObject<CaptchaHandle | null>;
};

/**
 * The ALTCHA proof-of-work check; its payload travels as `recaptcha`, as spec §3 names the field. The script loads lazily in the browser; without JavaScript a note explains why
 * the check cannot run.
 */
export function CaptchaField({ id, errorId, errors, onChange, handleRef }: CaptchaFieldProps) {
  const widget = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let cancelled = false;
    import("./altcha.client").catch(() => {
      // The widget stays empty; submitting then shows the captcha message.
    });
    const element = widget.current;
    const onState = (event: Event) => {
      if (cancelled) return;
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onChangeRef.current(detail?.state === "verified" && detail.payload ? detail.payload : "");
    };
    element?.addEventListener("statechange", onState);
    if (handleRef) {
      handleRef.current = {
        reset: () => {
          widget.current?.reset?.();
          onChangeRef.current("");
        },
      };
    }
    return () => {
      cancelled = true;
      element?.removeEventListener("statechange", onState);
    };
  }, [handleRef]);

  const invalid = Boolean(errors?.length);
  return (
    <fieldset
      id={id}
      className={`rounded-lg border p-3 ${invalid ? "border-red-700" : "border-slate-300"}`}
      aria-describedby={`${id}-hint${invalid ? ` ${errorId}` : ""}`}
      aria-invalid={invalid || undefined}
      data-testid="captcha"
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{formCopy.captcha}</legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-slate-600">
        {formCopy.captchaHint}
      </p>
      <altcha-widget
        ref={widget}
        challenge={CAPTCHA_CHALLENGE_URL}
        name={WIDGET_FIELD}
        suppressHydrationWarning
      />
      <noscript>
        <p className="text-sm text-slate-700">{formCopy.noScriptCaptcha}</p>
      </noscript>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}
