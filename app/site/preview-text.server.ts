/** The editors' preview banner: drafts are shown to whoever holds the preview cookie. */
export const previewCopy = {
  label: "Preview",
  message: "Preview: drafts are shown here as they stand. Visitors see only what is published.",
  exit: "Exit preview",
} as const;
