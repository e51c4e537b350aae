import { useContext, useEffect, useRef, useState } from "react";
import type { AltchaWidgetElement } from "altcha/types/generic";
import type {} from "altcha/types/react";
import { NoScriptChallengeContext } from "~/document/no-script-challenge";
import {
  CAPTCHA_CHALLENGE_URL,
  CAPTCHA_CONFIG_URL,
  type CaptchaClientConfig,
  NO_SCRIPT_ANSWER_FIELD,
  NO_SCRIPT_TOKEN_FIELD,
} from "~/leads/shared/contract";
import { formCopy } from "~/site/form-text";
import { FieldError } from "./FieldError";
import { loadRecaptcha } from "./recaptcha";
import { whenNeeded } from "./when-needed";

type CaptchaFieldProps = {
  id: string;
  errorId: string;
  errors?: string[];
  /** Called with the payload (or token) once verified, and with "" when it expires. */
  onChange: (payload: string) => void;
  /** A new round shows a new, unsolved widget: a solution is good for one submission only. */
  round?: number;
};

/** ALTCHA's proof of work, its script and workers loaded on demand from our own origin. */
function AltchaWidget({ onChange }: { onChange: (payload: string) => void }) {
  const altcha = useRef<AltchaWidgetElement>(null);
  useEffect(() => {
    const widget = altcha.current!;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onChange(detail?.state === "verified" && detail.payload ? detail.payload : "");
    };
    // Loading the widget is a long task, so it waits until the captcha is nearly visible or the form is touched.
    const stopWaiting = whenNeeded(widget, () => {
      import("./altcha.client").catch(() => {
        // The widget stays empty, and submitting shows the captcha message.
      });
    });
    widget.addEventListener("statechange", onState);
    return () => {
      stopWaiting();
      widget.removeEventListener("statechange", onState);
    };
  }, [onChange]);
  return (
    // The widget's own hidden input goes unread: LeadForm posts the payload it keeps as `recaptcha`,
    // so there is one value even while the widget swaps challenges.
    <altcha-widget
      ref={altcha}
      challenge={CAPTCHA_CHALLENGE_URL}
      name="altcha_widget"
      suppressHydrationWarning
    />
  );
}

/** Google's reCAPTCHA v2 checkbox, when the server verifies with Google (CAPTCHA_PROVIDER=recaptcha). */
function RecaptchaWidget({ siteKey, onChange }: { siteKey: string; onChange: (token: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    loadRecaptcha()
      .then((grecaptcha) => {
        // Unmounted meanwhile: React has let go of the box.
        if (!box.current) return;
        grecaptcha.render(box.current, {
          sitekey: siteKey,
          callback: onChange,
          "expired-callback": () => onChange(""),
          "error-callback": () => onChange(""),
        });
      })
      .catch(() => {
        // Google is unreachable: the box stays empty, and submitting shows the captcha message.
      });
  }, [siteKey, onChange]);
  return <div ref={box} data-testid="recaptcha" />;
}

/** Asks the server once per page which captcha it verifies. */
let configRequest: Promise<CaptchaClientConfig> | undefined;
function fetchCaptchaConfig(): Promise<CaptchaClientConfig> {
  configRequest ??= fetch(CAPTCHA_CONFIG_URL)
    .then((response) => (response.ok ? (response.json() as Promise<CaptchaClientConfig>) : null))
    .then((config) =>
      config?.provider === "recaptcha" && config.siteKey ? config : ({ provider: "altcha" } as const),
    )
    .catch(() => ({ provider: "altcha" }) as const);
  return configRequest;
}

/**
 * Without JavaScript the server asks a small sum instead of the proof of work (ADR 006). Rendered only
 * on the server; in the browser <noscript> stays inert.
 */
function NoScriptQuestion({ id, invalid }: { id: string; invalid: boolean }) {
  const challenge = useContext(NoScriptChallengeContext);
  return (
    <>
      <p className="text-sm text-slate-700">
        {formCopy.noScriptCaptcha}{" "}
        <a className="link" href={`mailto:${formCopy.noScriptEmail}`}>
          {formCopy.noScriptEmail}
        </a>
        .
      </p>
      {challenge ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor={`${id}-answer`} className="font-semibold text-slate-800">
            {challenge.question}
          </label>
          <input
            id={`${id}-answer`}
            name={NO_SCRIPT_ANSWER_FIELD}
            className="w-32 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1"
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
          />
          <input type="hidden" name={NO_SCRIPT_TOKEN_FIELD} value={challenge.token} />
        </p>
      ) : null}
    </>
  );
}

/** The lead forms' captcha; its result is sent as `recaptcha`, the field name of the published API. */
export function CaptchaField({ id, errorId, errors, onChange, round = 0 }: CaptchaFieldProps) {
  const [resolved, setResolved] = useState<CaptchaClientConfig>();

  useEffect(() => {
    void fetchCaptchaConfig().then(setResolved);
  }, []);

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
        {resolved?.provider === "recaptcha" ? formCopy.captchaHintRecaptcha : formCopy.captchaHint}
      </p>
      {/* The widget loads after the page; this slot reserves its space so nothing below it moves. */}
      <div className="captcha-slot">
        {resolved?.provider === "recaptcha" ? (
          <RecaptchaWidget key={round} siteKey={resolved.siteKey} onChange={onChange} />
        ) : resolved ? (
          <AltchaWidget key={round} onChange={onChange} />
        ) : null}
      </div>
      {/* Server only, so the question stays out of the browser bundle (ADR 016). */}
      <noscript>{import.meta.env.SSR ? <NoScriptQuestion id={id} invalid={invalid} /> : null}</noscript>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}
