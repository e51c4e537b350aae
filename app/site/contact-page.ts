/** Contact page: the banner beside the contact form. */
export const contactBanner = {
  subtitle: "How can we help you?",
  text: "Tell us about your project, ask for a PRIZM walkthrough or just say hello. A member of our team in Lexington, Kathmandu or Tokyo replies within one business day.",
  points: [
    "Free 30-minute scoping call with a senior engineer",
    "A written estimate within a week of discovery",
    "30 days of complimentary support after every go-live",
  ],
  formTitle: "Send us a message",
} as const;
