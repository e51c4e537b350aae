/**
 * The validation and result texts of the lead forms, exact, in the two styles the forms speak: the
 * contact page's, and the apply and demo forms'. The form in the browser, the pages' actions (forms
 * sent without JavaScript) and the lead pipeline all say them, so each is written once, here.
 */

export type LeadMessages = {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  phoneInvalid: string;
  messageRequired: string;
  /** The apply-and-demo forms only; the contact page has no product rule. */
  productRequired: string;
  captchaRequired: string;
  success: string;
  /** The generic failure text of the reading. */
  failure: string;
};

/** The contact page form. */
export const contactPageMessages: LeadMessages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  phoneInvalid: "Invalid phone number",
  messageRequired: "Message is required",
  productRequired: "",
  captchaRequired: "Please complete the reCAPTCHA",
  success: "Message sent successfully! We'll get back to you soon.",
  failure: "There was an error submitting the form",
};

/** The apply forms and the three-checkbox product form. */
export const applyAndDemoMessages: LeadMessages = {
  nameRequired: "Please enter your name.",
  emailRequired: "Please enter your email address.",
  // The apply-and-demo forms rely on an input of type email and names a single text for the field.
  emailInvalid: "Please enter your email address.",
  phoneInvalid: "Please enter a valid number.",
  messageRequired: "Please enter a message.",
  productRequired: "Please select a product.",
  // Shown when the captcha is not completed; the form then sends nothing.
  captchaRequired: "Please complete the reCAPTCHA",
  success: "Message sent! We will get back to you shortly.",
  failure: "Oops! Message not delivered. Please try again.",
};

/** The error text for an answer other than 200. */
export function serverStatusMessage(status: number): string {
  return `Server responded with status ${status}`;
}
