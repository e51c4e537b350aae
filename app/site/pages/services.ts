import { brand } from "../brand";
import { definePages } from "../page";

export const servicePages = definePages({
  whatWeDo: {
    path: "/what-we-do",
    heading: "What We Do",
    title: "What We Do",
    description: `How ${brand.name} delivers: holistic solutions, offshore and on-site development models, and a 24/7 work cycle.`,
  },
  ourServices: {
    path: "/our-services",
    heading: "Our Services",
    title: "Our Services",
    description:
      "Web, mobile, data handling, IoT, cloud and DevOps, and UI/UX design, with three engagement models to fit your team.",
  },
  webApp: {
    path: "/web-app",
    heading: "Web Application Development",
    title: "Web Application Development",
    description:
      "Responsive, fast, scalable and secure web applications, from requirements and clickable mockups to hosting.",
  },
  mobileApp: {
    path: "/mobile-app",
    heading: "Mobile App Development",
    title: "Mobile App Development",
    description:
      "Fast, accurate, intuitive and secure iOS and Android apps built by senior mobile engineers.",
  },
  dataHandling: {
    path: "/data-handling",
    heading: "Data Handling",
    title: "Data Handling",
    description:
      "We never change client data, check quality at every phase and share the exception list at each step.",
  },
  iot: {
    path: "/iot",
    heading: "IoT Development",
    title: "IoT Development",
    description: "Edge, gateway and cloud integration for connected devices, from firmware to dashboards.",
  },
  devops: {
    path: "/devops",
    heading: "Cloud and DevOps",
    title: "Cloud and DevOps",
    description: "CI/CD pipelines, scalable infrastructure and increased security for cloud workloads.",
  },
  uiUx: {
    path: "/ui-ux",
    heading: "UI/UX Design",
    title: "UI/UX Design",
    description:
      "Define, empathize, ideate, prototype, test and implement: design for web, mobile, wearables and brands.",
  },
});
