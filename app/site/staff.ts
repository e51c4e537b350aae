/** The title of a lead's attribution: a column of the staff page, a section of the team's e-mail. */
const ATTRIBUTION_HEADING = "Where it came from";

/** The words of the staff page /staff/leads: operators' copy, kept with the rest of the site's. */
export const staffCopy = {
  title: "Leads — staff",
  /** The page while the database cannot be reached (503). */
  unavailable: "The leads cannot be read right now. Please try again in a minute.",
  /** Each form as staff know it. */
  formNames: {
    contact: "Contact Us",
    demo: "Get a demo",
    internship: "Internship application",
    "job-apply": "Job application",
  } satisfies Record<string, string>,
  signIn: {
    heading: "Staff sign-in",
    intro: "Enter the admin token to see the leads.",
    allEnded: "Every staff session has been ended, on every device. Sign in again to continue.",
    tokenLabel: "Admin token",
    button: "Sign in",
    unreadable: "That request could not be read. Please try again.",
    wrongToken: "That admin token is not correct. Check it and try again.",
    tooMany: (minutes: number) =>
      `Too many wrong tokens from this address. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  },
  filters: {
    label: "Filter leads",
    form: "Form",
    allForms: "All forms",
    from: "From (UTC)",
    to: "To (UTC)",
    search: "Search name, e-mail and message",
    apply: "Apply filters",
    clear: "Clear",
    ignored: (names: readonly string[]) => `Ignored (not understood): ${names.join(", ")}.`,
  },
  list: {
    heading: "Leads",
    skipToResults: "Skip to results",
    downloadCsv: "Download CSV",
    signOut: "Sign out",
    endAllSessions: "End all sessions",
    endAllSessionsHint: "Signs out every device signed in to this page, this one included.",
    results: "Results",
    none: "No leads match these filters.",
    caption: (range: string, page: number) => `Leads ${range}, newest first (page ${page})`,
    noRange: "none",
    columns: [
      "Received (UTC)",
      "Form",
      "Name",
      "E-mail",
      "Phone",
      "Message",
      "Products",
      "Delivery",
      "Attachments",
      ATTRIBUTION_HEADING,
    ],
    /** Beside an application's form: the stable key of the job opening it is for. */
    opening: "Opening",
    mailStatus: "mail",
    noAttachments: "none",
    pages: "Pages",
    previous: "Previous page",
    next: "Next page",
  },
  /** How a lead's attribution reads, on this page and in the team's e-mail. */
  attribution: {
    heading: ATTRIBUTION_HEADING,
    landingPage: "Landing page",
    formPage: "Form page",
    referrerOrigin: "Referrer",
    utmSource: "utm_source",
    utmMedium: "utm_medium",
    utmCampaign: "utm_campaign",
    utmTerm: "utm_term",
    utmContent: "utm_content",
    clickIds: "Click ids",
    noClickIds: "none",
  },
  /** Leads per week by where they came from, for the page's filter (table, chart and CSV). */
  sources: {
    heading: "Where leads come from",
    intro:
      "Leads per week for the filter above (weeks start on Monday, UTC). Values past the top few are summed as (other).",
    groupBy: "Group by",
    dimensions: { source: "Source", medium: "Medium", campaign: "Campaign", landing: "Landing page" },
    /** Leads that came without the value; no real value looks like this (it must start with a letter, digit or /). */
    none: "(none)",
    /** Every value past the top ones, summed. */
    other: "(other)",
    week: "Week of",
    total: "Total",
    caption: (dimension: string, shown: number, all: number) =>
      `Leads per week by ${dimension.toLowerCase()}${shown < all ? `, the newest ${shown} of ${all} weeks (the CSV has every week)` : ""}`,
    chartTitle: (dimension: string) => `Chart: leads per week by ${dimension.toLowerCase()}`,
    chartDescription: (first: string, last: string, most: number) =>
      `Stacked bars, one per week from ${first} to ${last}; the tallest holds ${most} lead${most === 1 ? "" : "s"}. The table has the numbers.`,
    legend: "Legend",
    empty: "No leads in this period.",
    downloadCsv: "Download sources CSV",
  },
  /** Each form's conversion funnel over the filter's period. */
  funnel: {
    heading: "Conversion funnel",
    intro:
      "Views and starts (first touch of a field) are counted per day in the visitor's browser, without identifying anyone and only with JavaScript; submissions are the stored leads. The filter's form and dates apply, its search does not.",
    caption: "Views, starts and submissions per form",
    columns: [
      "Form",
      "Views",
      "Starts",
      "Submissions",
      "Started (of views)",
      "Sent (of starts)",
      "Sent (of views)",
    ],
    noRate: "–",
    /** Under the funnel when old leads are deleted: their periods keep views and starts but lose submissions. */
    retentionNote: (days: number) =>
      `Submissions count the leads still kept: leads older than ${days === 1 ? "1 day" : `${days} days`} are deleted.`,
  },
} as const;
