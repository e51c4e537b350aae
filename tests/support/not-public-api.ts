/** The staff's and editors' calls, left out of the public API description on purpose (ADR 043). */
export const NOT_PUBLIC_API_PATHS = [
  "/api/leads",
  "/api/leads/{id}/attachments/{n}",
  "/api/revalidate",
  "/api/preview",
  "/api/preview/exit",
];
