import { type ContentBlock, icon, illustration } from "./blocks";
import { brand } from "./brand";

/* @__NO_SIDE_EFFECTS__ */
const art = (name: string) => icon("services", name);
/* @__NO_SIDE_EFFECTS__ */
const scene = (name: string, alt: string) => illustration(`/images/services/${name}.svg`, alt);

/** A page built from content blocks: the banner's eyebrow and intro, then its sections. */
export type BlockPage = { eyebrow: string; intro: string; blocks: readonly ContentBlock[] };

/** What We Do: banner, company overview, Holistic Solutions, How We Work. */
export const whatWeDo: BlockPage = {
  eyebrow: "Services",
  intro: `${brand.name} is a software and data engineering partner for companies that need senior engineers, predictable delivery and someone who answers the phone after launch.`,
  blocks: [
    {
      kind: "split",
      id: "overview",
      eyebrow: "Company Overview",
      title: "Engineering teams in three time zones, one delivery standard",
      paragraphs: [
        `Since ${brand.foundingYear} we have built web platforms, mobile apps, data pipelines and connected devices for healthcare, insurance, education and consumer clients. Our network of 500+ engineers works from Lexington, Massachusetts, Kathmandu and Tokyo, so work handed over at the end of a Boston day is reviewed, built and tested by the time the client is back at their desk.`,
        "That 24/7 work cycle is organised, not improvised: every project has a US-based engagement lead, a named technical lead in Kathmandu, a written handover at each shift change and one backlog that everyone can see.",
      ],
      bullets: [
        "500+ engineers across the USA, Nepal and Japan",
        "A 24/7 work cycle with written handovers at every shift change",
        "30 days of complimentary support after go-live",
      ],
      image: scene("overview", "A globe linking offices in Lexington, Kathmandu and Tokyo"),
    },
    {
      kind: "cards",
      id: "holistic-solutions",
      eyebrow: "Holistic Solutions",
      title: "From the first workshop to the thousandth deployment",
      intro:
        "We take responsibility for the whole product, not a slice of it: the same team that scopes the work designs it, builds it, tests it, ships it and supports it.",
      columns: 4,
      cards: [
        {
          name: "Discover",
          text: "Workshops with your stakeholders, a written scope, a risk list and a fixed estimate or a staffing plan within two weeks.",
          image: art("discover"),
        },
        {
          name: "Design",
          text: "Wireframes, clickable mockups and a design system your developers can use, tested with real users before code is written.",
          image: art("design"),
        },
        {
          name: "Build and test",
          text: "Two-week sprints, code review on every change and QA engineers testing in parallel with development, not after it.",
          image: art("build"),
        },
        {
          name: "Run and support",
          text: "Hosting, monitoring and release automation, with 30 days of complimentary support after go-live and support plans after that.",
          image: art("support"),
        },
      ],
    },
    {
      kind: "cards",
      id: "how-we-work",
      eyebrow: "How We Work",
      title: "Offshore and on-site development models",
      intro:
        "Most clients combine the two: a small on-site team close to the business and a larger offshore team that keeps the work moving around the clock.",
      columns: 2,
      cards: [
        {
          name: "Offshore development",
          text: "A dedicated team in Kathmandu with its own technical lead, working your backlog in your tools. Overlap hours with US Eastern time are fixed in the contract, and the team costs a fraction of an equivalent local team.",
          image: art("offshore"),
        },
        {
          name: "On-site development",
          text: "Engineers and analysts who work at your office or inside your network, in the US or Japan, for work that needs close contact with your users, regulated environments or hardware in the room.",
          image: art("onsite"),
        },
      ],
    },
  ],
};

/** Our Services: five sections, each with a Learn More button. */
export const ourServices: BlockPage = {
  eyebrow: "What we build",
  intro:
    "Six practices, one team. Pick the service you need today; the engineers behind it can take on the rest of the product when you are ready.",
  blocks: [
    {
      kind: "split",
      id: "web-development",
      eyebrow: "Web",
      title: "Web Development",
      paragraphs: [
        "Customer portals, internal tools and SaaS products built with React, TypeScript, Node.js, .NET and Python. We start from clickable mockups and release to your users for acceptance testing every sprint, so surprises surface early.",
      ],
      image: scene("web", "A browser window with a dashboard layout"),
      actions: [{ label: "Learn More", href: "/web-app", context: "Web Development" }],
    },
    {
      kind: "split",
      id: "mobile-app-development",
      eyebrow: "Mobile",
      title: "Mobile App Development",
      paragraphs: [
        "Native iOS (Swift) and Android (Kotlin) apps, or one React Native or Flutter code base when that serves you better, with offline support, push notifications and App Store and Google Play releases handled for you.",
      ],
      image: scene("mobile", "Two phones showing the same app on iOS and Android"),
      actions: [{ label: "Learn More", href: "/mobile-app", context: "Mobile App Development" }],
    },
    {
      kind: "split",
      id: "data-handling",
      eyebrow: "Data",
      title: "Data Handling",
      paragraphs: [
        "Ingestion, cleansing, transformation and quality control for data sets measured in terabytes, including the payer machine-readable files behind our own PRIZM platform. We never change client data, and every exception is written down and shared.",
      ],
      image: scene("data", "Stacked data tables passing through a quality-control check"),
      actions: [{ label: "Learn More", href: "/data-handling", context: "Data Handling" }],
    },
    {
      kind: "split",
      id: "iot-development",
      eyebrow: "IoT",
      title: "IoT Development",
      paragraphs: [
        "Firmware for sensors and controllers, gateways that survive flaky networks, and cloud back ends that turn millions of readings into alerts and dashboards people actually read.",
      ],
      image: scene("iot", "A sensor, a gateway and a cloud connected by signal lines"),
      actions: [{ label: "Learn More", href: "/iot", context: "IoT Development" }],
    },
    {
      kind: "split",
      id: "cloud-devops-ui-ux",
      eyebrow: "Cloud and design",
      title: "Cloud and DevOps plus UI/UX Design",
      paragraphs: [
        "Pipelines, infrastructure as code and monitoring on AWS, Azure and Google Cloud, so releases become routine. And a design team that researches, wireframes and prototypes before a line of production code is written.",
      ],
      image: scene("cloud", "A cloud above a deployment pipeline and a design canvas"),
      actions: [
        { label: "Learn More", href: "/devops", context: "Cloud and DevOps" },
        { label: "Learn More", href: "/ui-ux", context: "UI/UX Design" },
      ],
    },
  ],
};

/** The six service detail pages, by path (their h1 and SEO live in pages/services.ts). */
export const serviceDetails: Record<string, BlockPage> = {
  "/web-app": {
    eyebrow: "Web application development",
    intro:
      "Web applications that load fast on a phone in a clinic corridor, grow with your user base and pass your security review the first time.",
    blocks: [
      {
        kind: "steps",
        id: "development-steps",
        eyebrow: "How we build",
        title: "Our development steps",
        intro:
          "Eight steps we follow on every web project. QA runs beside development rather than after it, which is why our final acceptance rounds are short.",
        steps: [
          {
            id: "requirements",
            title: "Gather requirements",
            content:
              "Workshops with your stakeholders and users produce user stories, acceptance criteria and a list of integrations and constraints you sign off.",
          },
          {
            id: "mockups",
            title: "Mockups",
            content:
              "Our designers turn the stories into screen mockups so everyone agrees on layout, content and flow before anything is built.",
          },
          {
            id: "clickable-mockups",
            title: "Clickable mockups",
            content:
              "The mockups become a clickable prototype your users can try. Changes here cost hours; the same changes after development cost weeks.",
          },
          {
            id: "mvc-development",
            title: "MVC development",
            content:
              "We build on a model-view-controller architecture that keeps data, business rules and screens apart, so each can change without breaking the others.",
          },
          {
            id: "qa-in-parallel",
            title: "QA in parallel",
            content:
              "QA engineers write test cases from the acceptance criteria and test every feature as it lands, with automated regression suites running on each merge.",
          },
          {
            id: "uat-releases",
            title: "UAT releases",
            content:
              "At the end of every sprint we release to a user-acceptance environment where your team tries the real thing and files feedback straight into the backlog.",
          },
          {
            id: "final-uat",
            title: "Final UAT",
            content:
              "A last acceptance round on the complete application, against the signed-off criteria, with a go-live checklist and a rollback plan.",
          },
          {
            id: "hosting",
            title: "Hosting",
            content:
              "We deploy to your cloud or ours, set up monitoring, backups and alerts, and stay on call through 30 days of complimentary support after go-live.",
          },
        ],
      },
      {
        kind: "cards",
        id: "qualities",
        eyebrow: "What you get",
        title: "Built to be responsive, scalable and secure",
        cards: [
          {
            name: "Responsive/Fast",
            text: "Layouts that work from a 320 px phone to a wall display, pages that render on the server and a performance budget checked on every release.",
            image: art("responsive"),
          },
          {
            name: "Scalable",
            text: "Stateless services behind a load balancer, a database designed for the volume you expect in three years and load tests before launch, not after.",
            image: art("scalable"),
          },
          {
            name: "Secure",
            text: "OWASP Top 10 reviews, encrypted data in transit and at rest, role-based access, audit logs and dependency scanning in the pipeline.",
            image: art("secure"),
          },
        ],
      },
    ],
  },
  "/mobile-app": {
    eyebrow: "Mobile app development",
    intro:
      "Apps for patients, field teams and customers, on both major platforms, built by engineers who have shipped dozens of them to the stores.",
    blocks: [
      {
        kind: "cards",
        id: "platforms",
        eyebrow: "Platforms",
        title: "iOS and Android development",
        columns: 2,
        cards: [
          {
            name: "iOS development",
            text: "Swift and SwiftUI apps for iPhone, iPad and Apple Watch, with HealthKit, Sign in with Apple and TestFlight betas for your testers every sprint.",
            image: art("ios"),
          },
          {
            name: "Android development",
            text: "Kotlin and Jetpack Compose apps tested on the low-cost devices your users really own, with Play Console releases staged to a share of users first.",
            image: art("android"),
          },
        ],
      },
      {
        kind: "cards",
        id: "qualities",
        eyebrow: "What you get",
        title: "Fast and accurate, intuitive and secure",
        cards: [
          {
            name: "Fast and Accurate",
            text: "Screens that open in under a second, offline storage that syncs without losing an entry, and automated tests on real devices for every release.",
            image: art("fast"),
          },
          {
            name: "Intuitive",
            text: "Interfaces that follow each platform's conventions, support dynamic text and screen readers, and are tried with real users before release.",
            image: art("intuitive"),
          },
          {
            name: "Secure",
            text: "Tokens in the keychain or keystore, certificate pinning, biometric sign-in and no personal data in logs or crash reports.",
            image: art("secure"),
          },
        ],
      },
    ],
  },
  "/data-handling": {
    eyebrow: "Data handling",
    intro:
      "Our data engineers process terabytes of healthcare, insurance and operational data every month. Three rules keep that data trustworthy.",
    blocks: [
      {
        kind: "rules",
        id: "rules",
        eyebrow: "Our rules",
        title: "How we handle your data",
        rules: [
          {
            title: "Never change client data",
            text: "Source files are stored read-only exactly as received. Every cleansing or enrichment step writes a new, versioned output, so any figure can be traced back to the original record.",
          },
          {
            title: "Extensive quality control at every phase",
            text: "Row counts, checksums, schema checks and business-rule tests run after ingestion, after each transformation and before delivery. A failed check stops the pipeline instead of passing bad data on.",
          },
          {
            title: "Document the exception list at each step and share it with the client",
            text: "Every record that could not be processed is listed with the step, the reason and the raw value, and the list is shared with you at each step, so nothing disappears silently.",
          },
        ],
      },
      {
        kind: "cards",
        id: "benefits",
        eyebrow: "Why it matters",
        title: "What these rules give you",
        cards: [
          {
            name: "No Assumption",
            text: "When a value is missing or ambiguous we ask and record the answer rather than guess, so your reports rest on facts you have confirmed.",
            image: art("no-assumption"),
          },
          {
            name: "Reduce Business Cost",
            text: "Errors caught at ingestion cost minutes; the same errors found in a board report cost weeks. Early checks and automation cut rework and manual review.",
            image: art("cost"),
          },
          {
            name: "Better Product",
            text: "Clean, documented data makes better analytics, better models and better decisions, and lets your team trust the numbers they ship.",
            image: art("product"),
          },
        ],
      },
    ],
  },
  "/iot": {
    eyebrow: "IoT development",
    intro:
      "Connected products that keep working when the network does not: firmware, gateways and cloud services designed together by one team.",
    blocks: [
      {
        kind: "cards",
        id: "integration",
        eyebrow: "End to end",
        title: "Edge, gateway and cloud integration",
        intro:
          "Most IoT projects fail at the seams between layers. We design the three together, with one message contract from the sensor to the dashboard.",
        cards: [
          {
            name: "Edge",
            text: "Firmware in C and Rust for low-power microcontrollers, sensor calibration, local buffering when connectivity drops and signed over-the-air updates.",
            image: art("edge"),
          },
          {
            name: "Gateway",
            text: "Gateways that speak BLE, Zigbee, LoRaWAN and Modbus on one side and MQTT over TLS on the other, filtering and batching readings to save bandwidth.",
            image: art("gateway"),
          },
          {
            name: "Cloud integration",
            text: "Device registries, time-series storage, rules and alerts on AWS IoT Core or Azure IoT Hub, and APIs that feed your dashboards and business systems.",
            image: art("cloud-integration"),
          },
        ],
      },
    ],
  },
  "/devops": {
    eyebrow: "Cloud and DevOps",
    intro:
      "Releases that happen on a Tuesday afternoon without anyone holding their breath: automated pipelines, elastic infrastructure and security built into both.",
    blocks: [
      {
        kind: "cards",
        id: "practices",
        eyebrow: "What we set up",
        title: "CI/CD, scalability and increased security",
        cards: [
          {
            name: "CI/CD",
            text: "Pipelines in GitHub Actions, GitLab CI or Azure DevOps that build, test and deploy every change, with preview environments and one-click rollback.",
            image: art("cicd"),
          },
          {
            name: "Scalability",
            text: "Infrastructure as code with Terraform, containers on Kubernetes or managed services, and autoscaling tuned from load tests so you pay for what you use.",
            image: art("scalable"),
          },
          {
            name: "Increased Security",
            text: "Least-privilege access, secrets in a vault, image and dependency scanning in the pipeline, and logs and alerts your auditors can review.",
            image: art("secure"),
          },
        ],
      },
    ],
  },
  "/ui-ux": {
    eyebrow: "UI/UX design",
    intro:
      "Design that starts with the people who will use the product and ends with screens your developers can build exactly as drawn.",
    blocks: [
      {
        kind: "steps",
        id: "process",
        eyebrow: "Our process",
        title: "Six steps from problem to product",
        steps: [
          {
            id: "define",
            title: "Define",
            content: "Agree the problem, the audience, the business goals and how we will measure success.",
          },
          {
            id: "empathize",
            title: "Empathize",
            content:
              "Interview and observe real users, map their journeys and note where today's tools let them down.",
          },
          {
            id: "ideate",
            title: "Ideate",
            content: "Sketch many solutions with your team, then narrow them to the few worth prototyping.",
          },
          {
            id: "prototype",
            title: "Prototype",
            content: "Build wireframes and clickable prototypes in Figma, fast enough to throw away.",
          },
          {
            id: "test",
            title: "Test",
            content:
              "Put the prototypes in front of users, watch where they hesitate and revise until they do not.",
          },
          {
            id: "implement",
            title: "Implement",
            content:
              "Hand developers a design system, specifications and assets, and review the built screens against the design.",
          },
        ],
      },
      {
        kind: "cards",
        id: "offerings",
        eyebrow: "Offerings",
        title: "What our designers do",
        cards: [
          {
            name: "Custom web design and development",
            text: "Marketing sites and web applications designed and built by one team, accessible and fast.",
            image: art("responsive"),
          },
          {
            name: "Corporate branding and graphics",
            text: "Logos, colour systems, typography and brand guidelines, with templates your team can reuse.",
            image: art("branding"),
          },
          {
            name: "Wireframing",
            text: "Low-fidelity layouts that settle structure and content before visual design begins.",
            image: art("wireframe"),
          },
          {
            name: "Mobile app design",
            text: "iOS and Android interfaces that follow each platform's conventions and accessibility guidelines.",
            image: art("ios"),
          },
          {
            name: "Wearables app design",
            text: "Glanceable screens and complications for watches and fitness bands, where every pixel counts.",
            image: art("wearable"),
          },
          {
            name: "Product design",
            text: "End-to-end design of new products, from research and concept to a tested, shippable interface.",
            image: art("product"),
          },
        ],
      },
    ],
  },
};
