/**
 * What only the lead forms' schema says. Kept out of ./form-text.ts because the browser loads the schema
 * lazily, when a visitor first reaches for a form, so these words stay out of a form page's first load.
 */
export const formSchemaMessages = {
  /**
   * A product that is not one of the form's checkboxes, on a form where choosing one is optional
   * (the checkboxes cannot send one: only a hand-made request does).
   */
  unlistedProduct: "Please choose from the listed products.",
  /**
   * The job opening an application names (a hidden field the opening's page fills in): only a broken
   * page or a hand-made request gets these.
   */
  opening: {
    malformed:
      "This job opening could not be recognised: its key is letters, digits, - or _ (at most 64). Please reload the page and try again.",
    notAnApplication: "Only a job or internship application can name a job opening.",
  },
  /** A text field longer than the form takes: the contact page's terse style, and the other forms'. */
  tooLong: {
    contactPage: (max: number) => `Too long: at most ${max} characters`,
    otherForms: (max: number) => `Please keep this to ${max} characters or fewer.`,
  },
} as const;
