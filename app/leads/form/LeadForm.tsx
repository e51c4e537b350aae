import { getFormProps, parse, type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect, useId, useRef, useState } from "react";
import { useActionData, useFormAction, useLocation } from "react-router";
import type { LeadFields } from "~/leads/shared/schema";
import { isLeadActionData } from "~/leads/shared/action-data";
import {
  CAPTCHA_FIELD,
  FORM_ID_FIELD,
  type FormId,
  HONEYPOT_FIELD,
  leadForms,
  OPENING_FIELD,
} from "~/leads/shared/contract";
import { FORM_MESSAGE_MS, MESSAGE_ROWS } from "~/site/constants";
import { formCopy, formPresentation } from "~/site/form-text";
import { CaptchaField } from "./CaptchaField";
import { FileField } from "./FileField";
import { FormAlert, type Outcome } from "./FormAlert";
import { formStep, formStepOncePerVisit } from "./form-steps";
import type { leadValidator } from "./lead-validator";
import { ProductField } from "./ProductField";
import { keptFirstTouch, sendLead } from "./send-lead";
import { TextField } from "./TextField";

/** The schema's fields plus those the server may report errors on (captcha, files). */
type LeadFormShape = LeadFields & { [CAPTCHA_FIELD]?: string; files?: string; cv?: string };

/**
 * The lead form: `formId`'s rules with the site's texts. With JavaScript it validates with the shared
 * schema (ADR 015) and POSTs to /api/contact; without, it posts to the page's own action.
 * `opening`: on an application form, the stable key of the job opening the visitor applies for.
 */
export function LeadForm({ formId, opening }: { formId: FormId; opening?: string }) {
  const config = { ...leadForms[formId], ...formPresentation[formId] };
  const uid = useId();
  const actionData = useActionData();
  // The form id in the query lets the page show the outcome on this form; useFormAction adds ?index
  // on the home page. The trailing slash of prerendered paths ("/Contact-us/") is dropped, so
  // prerendered and hydrated forms post to the same URL.
  const pageAction = useFormAction().replace(/(?<=.)\/(?=\?|$)/, "");
  const nativeAction = `${pageAction}${pageAction.includes("?") ? "&" : "?"}${FORM_ID_FIELD}=${formId}`;
  const served = isLeadActionData(actionData) && actionData.formId === formId ? actionData : undefined;

  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(() =>
    served
      ? served.ok
        ? { status: "success", initialValue: null }
        : { status: "error", error: served.errors ?? {}, initialValue: served.values ?? {} }
      : undefined,
  );
  const [outcome, setOutcome] = useState<Outcome | undefined>(served);
  const [files, setFiles] = useState<File[]>([]);
  const [captcha, setCaptcha] = useState("");
  const [captchaRound, setCaptchaRound] = useState(0);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const alertId = `${uid}-alert`;

  // The validator loads on first touch (ADR 015). Until then `onValidate` finds no error, so `onSubmit`
  // awaits it and checks then; not Conform's `error: null`, which would let a blur post the form natively.
  // It is kept with its form id, as an opening's page may show another form after a navigation.
  const validator = useRef<{ formId: FormId; validate: ReturnType<typeof leadValidator> }>(undefined);
  const loadValidator = async () => {
    if (validator.current?.formId !== formId) {
      const { leadValidator } = await import("./lead-validator");
      validator.current = { formId, validate: leadValidator(formId) };
    }
    return validator.current.validate;
  };

  // Conversion steps: shown, then first touched (once each per page visit).
  const { key: visit } = useLocation();
  useEffect(() => formStepOncePerVisit(visit, formId, "view"), [visit, formId]);
  const touched = () => {
    // Touching the form starts loading the validator; if that fails, submit retries.
    void loadValidator().catch(() => undefined);
    formStepOncePerVisit(visit, formId, "start");
  };

  const [form, fields] = useForm<LeadFormShape>({
    id: `lead-${formId}-${uid}`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      validator.current?.formId === formId
        ? validator.current.validate(formData)
        : parse<LeadFields, string[]>(formData, { resolve: (payload) => ({ value: payload }) }),
    onSubmit: async (event, { formData }) => {
      event.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      const formElement = event.currentTarget;
      // Conform lets a submission through unchecked while the validator is loading, so check here.
      // If it fails to load, the form posts as without JavaScript and the server validates.
      const validate = await loadValidator().catch(() => undefined);
      if (!validate) {
        formElement.submit();
        return;
      }
      const submission = validate(formData);
      if (submission.status !== "success") {
        inFlight.current = false;
        setLastResult(submission.reply());
        return;
      }
      setSending(true);
      setOutcome(undefined);
      const attribution = { firstTouch: keptFirstTouch(), formPage: window.location.pathname };
      const result = await sendLead(config, { form: formData, files, attribution });
      inFlight.current = false;
      setSending(false);
      // A captcha solution is valid for one submission only, so always show a new one.
      setCaptcha("");
      setCaptchaRound((round) => round + 1);
      setOutcome(result);
      if (result.ok) {
        formStep(formId, "sent");
        setFiles([]);
        setLastResult({ status: "success", initialValue: null });
      } else if (result.errors) {
        setLastResult({ status: "error", error: result.errors });
      }
    },
  });

  // Apply-and-demo forms show the message for 5 seconds, then reset (a success has already reset).
  // `form` is a new object on every render, `form.reset` is not: the timer does not restart with it.
  useEffect(() => {
    if (!outcome || config.variant !== "apply-and-demo") return;
    const timer = setTimeout(() => {
      setOutcome(undefined);
      if (!outcome.ok) {
        form.reset();
        setFiles([]);
      }
    }, FORM_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome, config.variant, form.reset]);

  // Clear the captcha error as soon as it is solved, not at the next submit.
  const captchaErrors = fields[CAPTCHA_FIELD].errors;
  useEffect(() => {
    if (captcha && captchaErrors?.length) form.validate({ name: CAPTCHA_FIELD });
  }, [captcha, captchaErrors, form]);

  const productField = config.products.length > 0 && (
    <ProductField
      field={fields.product}
      options={config.products}
      required={config.variant === "apply-and-demo"}
    />
  );
  // The opening is a hidden field, so its error (only a broken page gets one) is shown for the form.
  const formLevelErrors = form.errors ?? fields[OPENING_FIELD].errors;

  return (
    <form
      {...getFormProps(form)}
      method="post"
      action={nativeAction}
      encType="multipart/form-data"
      aria-label={config.label}
      aria-describedby={alertId}
      className="space-y-5"
      data-form-id={formId}
      onFocus={touched}
      onPointerDown={touched}
    >
      <input type="hidden" name={FORM_ID_FIELD} value={formId} />
      {opening ? <input type="hidden" name={OPENING_FIELD} value={opening} /> : null}
      <p className="text-sm text-slate-600">{formCopy.requiredNote}</p>

      <TextField field={fields.name} type="text" label={formCopy.name} required autoComplete="name" />
      {config.productPosition === "after-name" && productField}
      <TextField field={fields.email} type="email" label={formCopy.email} required autoComplete="email" />
      <TextField
        field={fields.contact}
        type="tel"
        label={formCopy.contact}
        hint={config.variant === "contact-page" ? formCopy.contactHint : formCopy.contactHintDigits}
        autoComplete="tel"
        inputMode={config.variant === "contact-page" ? "tel" : "numeric"}
      />
      {config.productPosition !== "after-name" && productField}
      <TextField
        field={fields.message}
        type="textarea"
        rows={MESSAGE_ROWS}
        label={config.messageRequired ? formCopy.message : formCopy.messageOptional}
        required={config.messageRequired}
        placeholder={config.messagePlaceholder}
      />
      {config.attachments === "cv" && <input type="hidden" name="cvUpload" value="Yes" />}
      {config.attachments !== "none" && (
        <FileField
          mode={config.attachments}
          files={files}
          onFilesChange={setFiles}
          errors={fields[config.attachments].errors}
          attachAgain={Boolean(served?.attachAgain) && files.length === 0}
        />
      )}

      {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label>
          {formCopy.honeypot}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <CaptchaField
        id={`${uid}-captcha`}
        errorId={fields[CAPTCHA_FIELD].errorId}
        errors={captchaErrors}
        onChange={setCaptcha}
        round={captchaRound}
      />
      <input type="hidden" name={CAPTCHA_FIELD} value={captcha} />

      {formLevelErrors && formLevelErrors.length > 0 && (
        <p id={form.errorId} className="text-sm font-medium text-red-800">
          {formLevelErrors[0]}
        </p>
      )}

      <button
        type="submit"
        disabled={sending}
        aria-disabled={sending || undefined}
        className={`btn ${config.buttonStyle === "dark" ? "btn-dark" : "btn-light"} disabled:cursor-wait disabled:opacity-80`}
      >
        {sending ? (
          <>
            {/* Decorative: the button text says what is happening. */}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="18"
              height="18"
              className="animate-spin motion-reduce:animate-none"
              fill="none"
            >
              <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
              <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
            {formCopy.sending}
          </>
        ) : (
          config.buttonText
        )}
      </button>

      <FormAlert id={alertId} outcome={outcome} variant={config.variant} />
    </form>
  );
}
