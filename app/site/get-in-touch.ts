import { contactPath } from "./navigation";

/** The Get In Touch / Book a Call block shared by the home, PRIZM and PRIZM Shopping pages. */
export const getInTouch = {
  eyebrow: "Get In Touch",
  title: "Let's connect",
  text: "Tell us what you are working on. A solutions engineer will walk you through PRIZM or scope your project, usually within one business day.",
  buttonLabel: "Book a Call",
  href: contactPath,
} as const;
