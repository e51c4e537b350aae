import { definePages } from "../page";

/** The case study list; each case study's page takes its heading and meta from its item (content/case-studies). */
export const insightPages = definePages({
  insights: {
    path: "/insights",
    heading: "Case Study",
    title: "Case Studies",
    description: "Products and services we have shipped for healthcare, education, wellness and IoT clients.",
  },
});
