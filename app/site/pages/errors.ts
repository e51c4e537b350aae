import { NOINDEX_ROBOTS } from "../../document/seo";
import { definePages } from "../page";

export const errorPages = definePages({
  serverError: {
    path: "/500",
    heading: "Something went wrong",
    title: "Something went wrong",
    description: "An unexpected error occurred.",
    robots: NOINDEX_ROBOTS,
  },
});

/** Copy of the document shell around every page. */
export const shellCopy = {
  skipToContent: "Skip to content",
  serverErrorText: "We could not show this page. Please try again in a moment or write to",
} as const;
