import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { FieldError, RequiredMark } from "./FieldError";

type TextFieldProps = {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
} & ({ type: "text" | "email" | "tel" } | { type: "textarea"; rows: number });

/**
 * Focus uses the outline, not `outline-none` plus a shadow ring: forced-colours mode drops box-shadows,
 * so the ring would vanish.
 */
const inputClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-1 aria-invalid:border-red-700";

export function TextField(props: TextFieldProps) {
  const { field, label, hint, required, autoComplete, placeholder, inputMode } = props;
  const hintId = hint ? `${field.id}-hint` : undefined;
  const border = field.errors?.length ? "border-red-700" : "border-slate-400";
  const shared = { required, placeholder, className: `${inputClass} ${border}` };
  const { key: _textareaKey, ...textareaProps } = getTextareaProps(field, { ariaDescribedBy: hintId });
  const { key: _inputKey, ...inputProps } = getInputProps(field, {
    type: props.type === "textarea" ? "text" : props.type,
    ariaDescribedBy: hintId,
  });
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {props.type === "textarea" ? (
        <textarea {...textareaProps} key={field.key} rows={props.rows} {...shared} />
      ) : (
        <input
          {...inputProps}
          key={field.key}
          autoComplete={autoComplete}
          inputMode={inputMode}
          {...shared}
        />
      )}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
