import type { CardsBlock } from "./blocks";
import { icon } from "./blocks";

/** Our Services: the three Engagement Models cards. */
export const engagementModels: CardsBlock = {
  kind: "cards",
  id: "engagement-models",
  eyebrow: "Working together",
  title: "Engagement Models",
  intro:
    "Three ways to work with us. Many clients start with a fixed-cost project and move to staffing later.",
  cards: [
    {
      name: "Fixed Cost Project",
      text: "A written scope, a fixed price and a delivery date. Best for well-defined products: we carry the estimation risk, and changes go through a simple change-request process.",
      image: icon("services", "fixed-cost"),
    },
    {
      name: "Supplemental workforce staffing (offshore)",
      text: "Engineers, testers and data analysts from our Kathmandu team join your team on a monthly rate, work your backlog in your tools and overlap with your working hours.",
      image: icon("services", "offshore"),
    },
    {
      name: "Supplemental workforce staffing (onshore)",
      text: "Senior engineers and project managers in the US or Japan who work on site or in your time zone, for regulated work or teams that need people in the room.",
      image: icon("services", "onsite"),
    },
  ],
};
