import { definePages } from "../page";

export const contentPages = definePages({
  blogs: {
    path: "/blogs",
    heading: "Blogs",
    title: "Blogs",
    description: "Field notes on healthcare price transparency, payer data and software engineering.",
  },
  news: {
    path: "/news-list",
    heading: "News",
    title: "News",
    description: "Announcements, product releases and company news.",
  },
});
