import { definePages } from "../page";

export const insightPages = definePages({
  insights: {
    path: "/insights",
    heading: "Case Study",
    title: "Case Studies",
    description: "Products and services we have shipped for healthcare, education, wellness and IoT clients.",
  },
  boulder: {
    path: "/insights/boulder-administration-services",
    heading: "A Healthcare Transparency Compliance Tool",
    title: "Case Study: Healthcare Transparency Compliance Tool",
    description:
      "How a third-party administrator met transparency-in-coverage rules with machine-readable files it can trust.",
  },
  childBullying: {
    path: "/insights/design-a-software-solution-to-assess-child-bullying",
    heading: "A Software Solution to Assess Child Bullying",
    title: "Case Study: Child Bullying Assessment App",
    description:
      "A private, school-ready app that helps nurses and counsellors assess and follow up on bullying.",
  },
  wellness: {
    path: "/insights/a-smart-wellness-digital-solution",
    heading: "A Smart Wellness Digital Solution",
    title: "Case Study: Genomics Wellness Platform",
    description: "A wellness platform that turns genomic reports into personal nutrition and fitness plans.",
  },
  iot: {
    path: "/insights/a-case-study-in-innovative-IOT-solution",
    heading: "An Innovative IoT Solution",
    title: "Case Study: Energy-Harvesting IoT Platform",
    description:
      "Battery-free sensors, a low-power gateway and a cloud dashboard for an energy-harvesting IoT platform.",
  },
  healthKiosk: {
    path: "/insights/a-smart-healthcare-platform",
    heading: "A Smart Healthcare Platform",
    title: "Case Study: Health Kiosk Platform",
    description: "Self-service health kiosks that measure vitals and share results securely with clinicians.",
  },
});
