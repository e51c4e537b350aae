import { brand } from "./brand";
import { offices } from "./offices";

export type LegalSection = {
  /** Anchor of the section, linked from the document's contents list. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

export type LegalDocumentData = {
  updated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
};

/** The policies' minimum age without a parent or guardian, and the age below which nothing is collected. */
export const MINIMUM_AGE_WITHOUT_GUARDIAN = 18;
export const NO_COLLECTION_UNDER_AGE = 13;

const company = brand.legalName;
const site = `the ${brand.name} website`;
const usOffice = offices.find((o) => o.id === "usa")!;
const usAddress = `${company}, ${usOffice.street}, ${usOffice.locality}, ${usOffice.region} ${usOffice.postalCode}, USA`;

export const legalLabels = { updated: "Last updated", contents: "Contents" } as const;

export const termsOfUse: LegalDocumentData = {
  updated: "1 January 2025",
  intro: [
    `These Terms of Use govern your use of ${site} and the pages, videos and forms on it (the "Site"), operated by ${company} ("${brand.name}", "we", "us"). By using the Site you agree to these terms. If you do not agree, please do not use the Site.`,
    `You must be at least ${MINIMUM_AGE_WITHOUT_GUARDIAN} years old to use the Site without the involvement of a parent or guardian. If you are younger, you may use the Site only with the consent and supervision of a parent or legal guardian who agrees to these terms on your behalf.`,
  ],
  sections: [
    {
      id: "privacy",
      heading: "Privacy",
      paragraphs: [
        "Your use of the Site is also governed by our Privacy Policy, which explains what personal information we collect through the Site, how we use and share it, and how you can ask us to delete it. The Privacy Policy forms part of these terms.",
      ],
    },
    {
      id: "electronic-communications",
      heading: "Electronic communications",
      paragraphs: [
        "When you visit the Site, submit a form or send us an e-mail, you are communicating with us electronically. You consent to receive communications from us electronically, by e-mail or by notices on the Site, and you agree that all agreements, notices and other communications we provide electronically satisfy any legal requirement that they be in writing.",
      ],
    },
    {
      id: "children-under-thirteen",
      heading: "Children under thirteen",
      paragraphs: [
        `The Site is not directed at children. We do not knowingly collect personal information from anyone under the age of ${NO_COLLECTION_UNDER_AGE}. If you are under ${NO_COLLECTION_UNDER_AGE}, please do not use the Site's forms or send us any personal information. If you believe a child under ${NO_COLLECTION_UNDER_AGE} has given us personal information, contact us and we will delete it.`,
      ],
    },
    {
      id: "third-party-links",
      heading: "Links to third-party sites and services",
      paragraphs: [
        "The Site links to websites and services we do not operate, such as our partners' sites and social networks. Those links are provided for your convenience. We do not control and are not responsible for their content, their privacy practices or their availability, and a link does not mean we endorse them. Your use of a third-party site is governed by that site's own terms.",
      ],
    },
    {
      id: "prohibited-use",
      heading: "No unlawful or prohibited use",
      paragraphs: [
        "You are granted a limited, non-exclusive, non-transferable and revocable licence to access and use the Site for your own information, subject to these terms. You agree not to use the Site for any purpose that is unlawful or prohibited by these terms. In particular, you agree not to:",
      ],
      list: [
        "interfere with or disrupt the Site or the servers and networks that run it, or try to gain unauthorised access to any part of it;",
        "submit false, misleading or malicious information through the Site's forms, or upload files that contain malware;",
        "scrape, copy or harvest content or data from the Site by automated means in volumes that burden it;",
        "use the Site to send unsolicited advertising or to impersonate any person or organisation.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        `All content on the Site, including text, graphics, logos, videos, images and software, is the property of ${company} or its licensors and is protected by copyright, trademark and other laws. ${brand.name} and PRIZM are trademarks of ${company}. You may not modify, publish, transmit, sell, reproduce or create derivative works from any content of the Site without our prior written permission, except to view it and print a copy for your own non-commercial use.`,
      ],
    },
    {
      id: "third-party-accounts",
      heading: "Third-party accounts",
      paragraphs: [
        "You may be able to follow or contact us through third-party accounts, such as LinkedIn, Facebook, Instagram or X (Twitter). When you do, you allow us to see the information those services share according to your settings with them. Your relationship with those services is governed by their terms and privacy policies, and you can stop sharing at any time through your settings on each service.",
      ],
    },
    {
      id: "international-users",
      heading: "International users",
      paragraphs: [
        "The Site is operated from the United States, and information you submit is processed in the United States and by our teams in Nepal and Japan. If you use the Site from outside the United States, you do so on your own initiative and are responsible for complying with your local laws. You may not use the Site in breach of US export laws and regulations.",
      ],
    },
    {
      id: "indemnification",
      heading: "Indemnification",
      paragraphs: [
        `You agree to indemnify, defend and hold harmless ${company}, its officers, directors, employees, agents and third-party providers from and against all losses, expenses, damages and costs, including reasonable attorneys' fees, resulting from your breach of these terms or your misuse of the Site. We may assume the exclusive defence and control of any matter for which you must indemnify us, and you agree to cooperate with our defence of such claims.`,
      ],
    },
    {
      id: "arbitration",
      heading: "Arbitration",
      paragraphs: [
        "Any dispute, claim or controversy arising out of or relating to these terms or the Site, except claims for injunctive or equitable relief and claims about intellectual property, will be settled by binding arbitration administered by the American Arbitration Association under its Commercial Arbitration Rules, before a single arbitrator, in Boston, Massachusetts. The arbitrator's award is final and judgment on it may be entered in any court of competent jurisdiction.",
      ],
    },
    {
      id: "class-action-waiver",
      heading: "Class action waiver",
      paragraphs: [
        "Any arbitration or other proceeding under these terms will take place on an individual basis. Class arbitrations, class actions, private attorney general actions and consolidation with other arbitrations are not allowed. You and we each waive the right to bring or take part in a class action against the other.",
      ],
    },
    {
      id: "liability-disclaimer",
      heading: "Liability disclaimer",
      paragraphs: [
        `The information, content and services on the Site may include inaccuracies or typographical errors and are provided "as is", without warranty of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. Figures in case studies describe past projects and are not a promise of future results.`,
        `To the fullest extent permitted by law, ${company} and its suppliers are not liable for any direct, indirect, punitive, incidental, special or consequential damages arising out of or connected with the use of or inability to use the Site, whether based on contract, tort, negligence, strict liability or otherwise, even if we have been advised of the possibility of such damages.`,
      ],
    },
    {
      id: "termination",
      heading: "Termination and access restriction",
      paragraphs: [
        "We may end your access to the Site, or any part of it, at any time and without notice, in particular if we believe you have breached these terms. The sections on intellectual property, indemnification, arbitration, the class action waiver, the liability disclaimer and governing law survive any termination.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the Commonwealth of Massachusetts, USA, without regard to its conflict-of-law rules. Subject to the arbitration section, you consent to the exclusive jurisdiction and venue of the state and federal courts located in Massachusetts for any dispute arising out of or relating to the Site.",
      ],
    },
    {
      id: "changes-to-terms",
      heading: "Changes to these terms",
      paragraphs: [
        `We may change these terms and the Privacy Policy at any time by posting the new version on the Site with a new "${legalLabels.updated}" date. The version in force when you use the Site applies to that use. Please check this page from time to time.`,
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: [
        `Questions or comments about these terms are welcome. Write to us at ${brand.email} or by post at ${usAddress}, or call ${usOffice.phone}.`,
      ],
    },
  ],
};

export const privacyPolicy: LegalDocumentData = {
  updated: "26 November 2026",
  intro: [
    `This Privacy Policy explains how ${company} ("${brand.name}", "we", "us") collects, uses and shares personal information when you use ${site} (the "Site"), and the choices you have. It does not cover data we process for our clients under a separate agreement, such as health plan data processed in PRIZM.`,
    `You must be at least ${MINIMUM_AGE_WITHOUT_GUARDIAN} years old to give us personal information without the involvement of a parent or guardian.`,
  ],
  sections: [
    {
      id: "collection",
      heading: "Collection of your personal information",
      paragraphs: ["We collect only what you choose to give us and what a browser sends to every website:"],
      list: [
        "Contact and demo forms: your name, e-mail address, phone number, the products you are interested in, your message and any files you attach.",
        "Job applications: your name, contact details, message and CV.",
        "Technical data: your IP address, browser type and the pages you request, kept in server logs for up to 30 days to keep the Site secure and working.",
      ],
    },
    {
      id: "use",
      heading: "How we use your information",
      paragraphs: [
        "We use the information you submit to reply to you, to arrange the demo or call you asked for, to assess a job application and to keep a record of our correspondence. We use technical data to protect the Site against abuse and to fix problems. We do not sell your personal information and we do not use advertising trackers on the Site.",
      ],
    },
    {
      id: "enquiry-sources",
      heading: "Where your enquiry came from",
      paragraphs: [
        "We want to know which of our campaigns and pages lead people to write to us, so that we put our effort where it helps. For this, your browser notes a few facts about the start of your visit in its session storage: that storage belongs to the open tab and is cleared when you close it. No cookie is used, and nothing of it reaches us while you browse. If you never send a form, we keep none of it.",
        "If your browser runs the Site without JavaScript, it notes nothing; when you send a form we then keep only the page the form was on and the address of the site your browser names as the form's sender, never a full link.",
        "When you send one of our forms, these facts travel with it and are kept with your enquiry:",
      ],
      list: [
        "the first page of the Site you opened in that visit;",
        "the address of the site that linked you to us, and only its address, never the full link you followed;",
        "the campaign tags the link carried, if any (utm_source, utm_medium, utm_campaign, utm_term and utm_content);",
        "whether the link carried a click identifier added by an advertising network such as Google, Microsoft or Meta (only that it did, never the identifier itself);",
        "the page you sent the form from.",
      ],
    },
    {
      id: "form-counts",
      heading: "Counting the use of our forms",
      paragraphs: [
        "To see how well each form works, we count how many times a form is shown, how many times someone starts to fill it in and how many times it is sent. These are plain totals per form and per day: no cookie is set for them, and no IP address or anything else that could tell us who you are is kept with them.",
      ],
    },
    {
      id: "visit-counts",
      heading: "Counting visits to the Site",
      paragraphs: [
        "We may count visits to the Site with a privacy-focused analytics service, one that sets no cookie and keeps no IP address. If we do, your browser tells that service, for each page you open, the page's address (with any advertising click identifier taken out; campaign tags such as utm_source stay, because the service reports on them), the site that linked you to us, and technical details of your browser, such as its type, language and screen size and the IP address its requests come from; when you send one of our forms, it also learns which form was sent, never what you wrote. No cookie is set and nothing is stored on your device for it. We use its totals (visits per page, the sites and campaigns that bring visitors, forms sent) to see what interests our visitors; we do not use it to identify you or for advertising.",
      ],
    },
    {
      id: "sharing",
      heading: "Sharing information with third parties",
      paragraphs: [
        "We share personal information only as needed to run our business and never sell or rent it. We may share it:",
      ],
      list: [
        "within our group, with our teams in the USA, Nepal and Japan who handle your request;",
        "with service providers that host the Site, store data or deliver e-mail for us, under contracts that allow them to use it only on our instructions;",
        "when the law requires it, to protect our rights or the safety of others, or as part of a merger or sale of our business, in which case this policy continues to apply.",
      ],
    },
    {
      id: "deletion",
      heading: "Right to deletion",
      paragraphs: [
        `You can ask us to delete the personal information we hold about you by writing to ${brand.email}. Once we have verified your request, we will delete your information and tell our service providers to do the same, unless we need to keep it to:`,
      ],
      list: [
        "complete the transaction or provide the service you asked for, or perform a contract with you;",
        "detect security incidents and protect against malicious, deceptive, fraudulent or illegal activity;",
        "debug the Site to identify and repair errors;",
        "comply with a legal obligation, such as record-keeping for employment applications;",
        "make other internal uses of the information that are lawful and compatible with the context in which you gave it.",
      ],
    },
    {
      id: "children-under-thirteen",
      heading: "Children under thirteen",
      paragraphs: [
        `We do not knowingly collect personal information from children under the age of ${NO_COLLECTION_UNDER_AGE}. If you are under ${NO_COLLECTION_UNDER_AGE}, please ask a parent or guardian before using the Site, and do not submit any form. If we learn that we have collected information from a child under ${NO_COLLECTION_UNDER_AGE}, we delete it promptly.`,
      ],
    },
    {
      id: "prohibited-use",
      heading: "Prohibited use",
      paragraphs: [
        "You may not use the Site to collect personal information about other visitors, to submit another person's information without their permission or to probe the security of the Site. Information submitted in breach of this rule is deleted when we find it.",
      ],
    },
    {
      id: "third-party-accounts",
      heading: "Third-party accounts",
      paragraphs: [
        "If you contact or follow us through a social network such as LinkedIn, Facebook, Instagram or X (Twitter), that network may share information with us according to your settings there. That information is handled under this policy, and the network's own use of it under its policy. The Site itself does not load social network scripts.",
      ],
    },
    {
      id: "security",
      heading: "Security and retention",
      paragraphs: [
        "Form submissions travel over encrypted connections and are stored with access limited to the staff who handle them. We keep enquiries for up to three years and job applications for up to one year after the position is filled, unless you ask us to delete them sooner.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: [
        `For questions about this policy or your information, write to ${brand.email} or to ${usAddress}, or call ${usOffice.phone}.`,
      ],
    },
  ],
};
