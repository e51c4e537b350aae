import { type FormId, formConfigs, formCopy } from "~/site/forms";

/** The configurable lead form of spec §3 (placeholder rendering; the interactive version follows). */
export function LeadForm({ formId }: { formId: FormId }) {
  const config = formConfigs[formId];
  return (
    <form method="post" encType="multipart/form-data" noValidate aria-label={config.label}>
      <input type="hidden" name="form" value={config.id} />
      {config.showName && (
        <label>
          {formCopy.name}
          <input name="name" type="text" autoComplete="name" />
        </label>
      )}
      {config.showEmail && (
        <label>
          {formCopy.email}
          <input name="email" type="email" autoComplete="email" />
        </label>
      )}
      <button type="submit">{config.buttonText}</button>
    </form>
  );
}
