import { definePages } from "../page";

export const contactPages = definePages({
  contact: {
    path: "/Contact-us",
    heading: "Let's Work Together",
    title: "Contact Us",
    description:
      "Tell us about your project or book a PRIZM demo. Offices in Tokyo, Lexington (MA) and Kathmandu.",
  },
});
