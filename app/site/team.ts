/** Our Team: the story, the two tabs and the people behind them. */

export type Person = {
  /** Stable id, also the avatar file name. */
  id: string;
  name: string;
  title: string;
  linkedin: string;
  photo: string;
  bio: readonly string[];
};

function person(id: string, name: string, title: string, bio: readonly string[]): Person {
  return {
    id,
    name,
    title,
    linkedin: `https://linkedin.northpeak.example/in/${id}`,
    photo: `/images/team/${id}.svg`,
    bio,
  };
}

export const ourStory = {
  title: "Our Story",
  paragraphs: [
    "Northpeak started in 2012 as six engineers in a Lexington, Massachusetts office and a rented floor in Kathmandu, building software for hospitals that could not find developers who understood claims data. The two offices handed work to each other at the end of every day, and the 24/7 work cycle we still run was born out of necessity.",
    "When US price-transparency rules required payers to publish their negotiated rates in 2022, our clients asked us to make sense of the files. That work became PRIZM. Today more than 500 engineers, analysts and designers across the USA, Nepal and Japan build custom software and run the data behind it, and every project still ends with 30 days of complimentary support after go-live.",
  ],
} as const;

export const teamTabs = {
  label: "Our people",
  staffLabel: "Our Team",
  boardLabel: "Board Members",
  bioButton: "Read biography",
} as const;

export const staff: readonly Person[] = [
  person("daniel-whitaker", "Daniel Whitaker", "Chief Executive Officer", [
    "Daniel co-founded Northpeak after a decade running analytics for a regional Blue Cross plan in New England. He sets the company's direction and still reviews every PRIZM release note himself.",
    "He holds an MS in Health Informatics from Northeastern University and serves on the advisory council of a Massachusetts community health network.",
  ]),
  person("sabina-shrestha", "Sabina Shrestha", "Managing Director, Nepal", [
    "Sabina built the Kathmandu centre from twelve engineers to more than four hundred. She runs delivery, hiring and the internship programme that brings in two dozen graduates each year.",
    "Before Northpeak she led mobile engineering at a Nepali fintech. She studied computer engineering at Pulchowk Campus.",
  ]),
  person("kenji-morita", "Kenji Morita", "Country Manager, Japan", [
    "Kenji opened the Tokyo office in 2019 and looks after clients in Japan's manufacturing and insurance sectors, pairing them with bilingual project leads.",
    "He spent twelve years in systems integration in Osaka and Tokyo and speaks at local meetups on offshore delivery that works.",
  ]),
  person("rachel-oconnell", "Rachel O'Connell", "Chief Product Officer, PRIZM", [
    "Rachel shapes PRIZM's roadmap with the payers, health systems and employers who use it. She spent eight years negotiating hospital contracts before moving to product.",
    "Her team turned network comparison from a three-week consulting exercise into a report that runs in minutes.",
  ]),
  person("bikash-adhikari", "Bikash Adhikari", "Vice President of Engineering", [
    "Bikash is responsible for engineering standards across all client projects: code review, test automation, security reviews and the on-call rota that keeps the 24/7 cycle honest.",
    "He joined Northpeak as its fourth engineer in Kathmandu and has shipped web, mobile and IoT products for clients on three continents.",
  ]),
  person("priya-raman", "Priya Raman", "Head of Data Engineering", [
    "Priya runs the pipelines that download, validate and load payers' machine-readable files every month, currently several hundred terabytes of JSON.",
    "She previously built claims warehouses for a national pharmacy benefit manager and holds a PhD in databases from the University of Massachusetts Amherst.",
  ]),
  person("aarav-karki", "Aarav Karki", "Director of Cloud and DevOps", [
    "Aarav designs the cloud platforms behind PRIZM and client systems, from infrastructure as code to cost reviews that regularly cut hosting bills by a third.",
    "He is a certified cloud architect and mentors the DevOps track of the Kathmandu internship.",
  ]),
  person("emily-tran", "Emily Tran", "Director of Client Services", [
    "Emily is the first call for every US client. She runs onboarding, quarterly reviews and the 30 days of complimentary support that follow each go-live.",
    "She came to Northpeak from a Boston health-tech start-up where she managed implementations for more than sixty hospitals.",
  ]),
  person("yuki-tanaka", "Yuki Tanaka", "Lead UI/UX Designer", [
    "Yuki leads a design team of fourteen across Tokyo and Kathmandu. She turns dense pricing data into screens that contracting analysts can read at a glance.",
    "She studied interaction design in Kyoto and has designed apps for wearables, kiosks and clinical settings.",
  ]),
  person("suman-gurung", "Suman Gurung", "Head of Quality Assurance", [
    "Suman built the automated QA and QC suite that checks every file and every release. His team runs tests in parallel with development rather than at the end of it.",
    "He is an ISTQB-certified test manager and a keen trail runner in the hills around Kathmandu.",
  ]),
  person("marcus-bell", "Marcus Bell", "Director of Healthcare Analytics", [
    "Marcus and his analysts answer the questions clients bring to PRIZM: where a network pays above Medicare, which codes drive variation, what a renegotiation is worth.",
    "He is a former actuary and a Fellow of the Society of Actuaries.",
  ]),
  person("anjali-thapa", "Anjali Thapa", "Head of Mobile Development", [
    "Anjali leads Northpeak's iOS and Android practice, from health kiosks to member apps that estimate out-of-pocket costs.",
    "She has shipped more than thirty apps to the App Store and Google Play and runs the mobile track of the internship.",
  ]),
  person("hiroshi-sato", "Hiroshi Sato", "Solutions Architect", [
    "Hiroshi designs the systems behind our IoT and edge projects, including an energy-harvesting sensor platform now deployed in more than forty buildings.",
    "He works from Tokyo and bridges Japanese clients with engineering teams in Kathmandu.",
  ]),
  person("laura-mendes", "Laura Mendes", "Head of People", [
    "Laura looks after hiring, learning and well-being for more than 500 people in three countries, including the rotation that keeps night shifts voluntary and fair.",
    "She previously led HR for a Boston software consultancy and is a certified executive coach.",
  ]),
];

export const board: readonly Person[] = [
  person("margaret-hale", "Margaret Hale", "Chair of the Board", [
    "Margaret spent twenty-five years in health plan operations, most recently as chief operating officer of a regional insurer serving 1.2 million members.",
    "She chairs Northpeak's board and its compliance committee.",
  ]),
  person("rajendra-pokharel", "Rajendra Pokharel", "Board Member", [
    "Rajendra founded two software companies in Kathmandu and now invests in Nepali technology firms. He advises Northpeak on growth in South Asia.",
    "He is a trustee of a scholarship fund for engineering students from rural districts.",
  ]),
  person("akiko-fujimoto", "Akiko Fujimoto", "Board Member", [
    "Akiko is a former partner at a Tokyo consulting firm, where she led digital transformation programmes for insurers and hospital groups.",
    "She advises Northpeak on its Japanese client base and on governance.",
  ]),
  person("thomas-reyes", "Thomas Reyes", "Board Member", [
    "Thomas is a health economist who has advised state agencies on hospital price regulation. He brings policy insight to PRIZM's roadmap.",
    "He teaches health policy at a Boston-area university.",
  ]),
];
