import { definePages } from "../page";

export const mediaPages = definePages({
  media: {
    path: "/media",
    heading: "Media",
    title: "Media",
    description:
      "Short walkthrough videos of the PRIZM platform: MRF data, reports, queries and claims analysis.",
  },
});
