/** The error text of one field; the field's aria-describedby points at its id. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <p id={id} className="mt-1 min-h-0 text-sm font-medium text-red-800" aria-live="polite">
      {errors?.[0] ?? ""}
    </p>
  );
}

/** The asterisk after a required field's label; the field itself says it is required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-800">
      {" "}
      *
    </span>
  );
}
