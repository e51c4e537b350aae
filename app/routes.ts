import { type RouteConfig, index, route } from "@react-router/dev/routes";
import {
  allArticles,
  collections,
  type ContentRouteKind,
  contentPageKinds,
  contentResourceKinds,
  contentRouteId,
} from "./cms/collection-descriptors";
import { whyPath } from "./site/brand";

const openingRoute = collections.careers.itemRoute!;
const caseStudyRoute = collections["case-studies"].itemRoute!;
const videoRoute = collections.videos.itemRoute!;

/** One module per kind of blog and news page, registered once per collection at its own path. */
const contentModules: Record<ContentRouteKind, string> = {
  list: "routes/content-list.tsx",
  detail: "routes/content-detail.tsx",
  feed: "routes/content-feed.ts",
  json: "routes/api.content.$collection.ts",
};
const contentRoutes = (kinds: readonly ContentRouteKind[]) =>
  allArticles.flatMap((collection) =>
    kinds.map((kind) =>
      route(collection.routes[kind].slice(1), contentModules[kind], {
        id: contentRouteId(collection.key, kind),
      }),
    ),
  );

/** One line per page of the site, related pages together; resource routes follow. */
export default [
  index("routes/home.tsx"),
  route("our-team", "routes/our-team.tsx", { id: "our-team" }),
  route("culture-values", "routes/culture-values.tsx"),
  route(whyPath.slice(1), "routes/why.tsx"),
  route("careers", "routes/careers.tsx", { id: "careers" }),
  route(openingRoute.path.slice(1), "routes/careers.opening.tsx", { id: openingRoute.id }),
  route("job-apply-form", "routes/job-apply-form.tsx"),
  route("what-we-do", "routes/block-page.tsx", { id: "what-we-do" }),
  route("our-services", "routes/block-page.tsx", { id: "our-services" }),
  route("web-app", "routes/block-page.tsx", { id: "service-web-app" }),
  route("mobile-app", "routes/block-page.tsx", { id: "service-mobile-app" }),
  route("data-handling", "routes/block-page.tsx", { id: "service-data-handling" }),
  route("iot", "routes/block-page.tsx", { id: "service-iot" }),
  route("devops", "routes/block-page.tsx", { id: "service-devops" }),
  route("ui-ux", "routes/block-page.tsx", { id: "service-ui-ux" }),
  route("insights", "routes/block-page.tsx", { id: "insights" }),
  route(caseStudyRoute.path.slice(1), "routes/case-study.tsx", { id: caseStudyRoute.id }),
  route("media", "routes/media.tsx", { id: "media" }),
  route("PRIZM", "routes/prizm.tsx"),
  route("PRIZM-Shopping", "routes/block-page.tsx", { id: "prizm-shopping" }),
  ...contentRoutes(contentPageKinds),
  route("Contact-us", "routes/contact.tsx"),
  route("terms-of-use", "routes/legal.tsx", { id: "routes/terms-of-use" }),
  route("privacy-policy", "routes/legal.tsx", { id: "routes/privacy-policy" }),
  route(videoRoute.path.slice(1), "routes/video.tsx", { id: videoRoute.id }),

  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("api/contact", "routes/api.contact.ts"),
  route("api/captcha", "routes/api.captcha.ts"),
  route("api/captcha-config", "routes/api.captcha-config.ts"),
  route("api/form-events", "routes/api.form-events.ts"),
  route("api/leads", "routes/api.leads.ts"),
  route("api/leads/:id/attachments/:n", "routes/api.leads.$id.attachments.$n.ts"),
  route("api/revalidate", "routes/api.revalidate.ts"),
  route("api/preview", "routes/api.preview.ts"),
  route("api/preview/exit", "routes/api.preview.exit.ts"),
  route("api/openapi.json", "routes/api.openapi[.]json.ts"),
  ...contentRoutes(contentResourceKinds),

  // Operators only, not part of the public site (ADR 013): 404 while ADMIN_TOKEN is unset.
  route("staff/leads", "routes/staff.leads.tsx"),
  route("staff/leads.csv", "routes/staff.leads[.]csv.ts"),
  route("staff/leads/sources.csv", "routes/staff.leads.sources[.]csv.ts"),
  route("staff/leads/:id/attachments/:n", "routes/staff.leads.$id.attachments.$n.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
