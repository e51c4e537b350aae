import { Suspense, useContext, useEffect, useRef } from "react";
import { Links, Meta, Outlet, Scripts, useLocation, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { env } from "./env.server";
import { refuseWrongMethods } from "./http/methods.server";
import { pageAnalyticsSetting } from "./analytics/page-setting.server";
import { ANALYTICS_STAND_IN } from "./analytics/setting";
import { analyticsBootScript } from "./analytics/boot-script";
import { Footer } from "./components/layout/Footer";
import { Header } from "./components/layout/Header";
import { LoadingOverlay } from "./components/layout/LoadingOverlay";
import { InlineScript } from "./components/ui/InlineScript";
import { firstTouchScript } from "./leads/form/first-touch-script";
import { footerLeadOf } from "./components/layout/shell-handle";
import { scrollBehavior } from "./lib/motion";
import { messagePageOf, NotFoundView } from "./components/sections/NotFoundView";
import { CONTENT_END_ID } from "./document/content-end";
import { pageMeta } from "./site/meta";
import { NonceContext } from "./document/nonce";
import { isPrerendering, ORIGIN_PLACEHOLDER } from "./document/prerender";
import { brand } from "./site/brand";
import { headerVariantFor } from "./site/header-variant";
import { navGroups } from "./site/navigation";
import { ContentPending } from "./components/sections/ContentPending";
import { errorPages, shellCopy } from "./site/pages/errors";
import { organizationJsonLd } from "./site/organization";
import stylesheet from "./app.css?url";
import figtree from "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url";

/** Runs for every request React Router handles, including ones that match no page. */
export const middleware: Route.MiddlewareFunction[] = [refuseWrongMethods];

export function loader({ context, pattern }: Route.LoaderArgs) {
  // Prerendered pages get a stand-in that the server replaces with PUBLIC_URL (ADR 004).
  const origin = isPrerendering(context) ? ORIGIN_PLACEHOLDER : env().PUBLIC_URL;
  // Likewise the analytics setting: "" when no provider is configured.
  const analytics = isPrerendering(context) ? ANALYTICS_STAND_IN : pageAnalyticsSetting(env(), pattern);
  // Made here, so the offices and profiles it lists stay out of the shell's script (ADR 016).
  return { origin, organizationJsonLd: organizationJsonLd(origin), analytics };
}

/** A response thrown by a loader keeps its own headers, so a staff 404 stays `no-store` and unindexed. */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? {};

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * Marks html[data-hydrated] once the whole page is hydrated. It sits last in the content boundary,
 * which hydrates after the shell, so all effects have run by then.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * Without JavaScript nothing removes the loading overlay, so its fade starts at 1 s. The CSP allows
 * this style by its hash (server/prerendered.ts).
 */
const noScriptOverlayStyle = ".loading-overlay{animation-delay:1s!important}";

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useContext(NonceContext);
  const { pathname } = useLocation();
  const variant = headerVariantFor(pathname);
  const footerLead = footerLeadOf(useMatches());
  const analytics = useRouteLoaderData<typeof loader>("root")?.analytics;
  return (
    <html lang="en" data-header={variant}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        {/* With a precedence React writes the stylesheet before the modulepreloads, which would delay it. */}
        <link rel="stylesheet" href={stylesheet} precedence="app" />
        {/* Preloaded so the first layout has the font; fonts load in CORS mode, hence `crossOrigin`. */}
        <link rel="preload" href={figtree} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
        <noscript>
          <style>{noScriptOverlayStyle}</style>
        </noscript>
      </head>
      <body className="min-h-screen bg-white text-slate-800 antialiased">
        <a href="#main" className="skip-link">
          {shellCopy.skipToContent}
        </a>
        <LoadingOverlay />
        <InlineScript code={import.meta.env.SSR ? firstTouchScript() : ""} />
        {/* Client navigations to a blog or news page show its loading state, from any page. */}
        <ContentPending />
        <Header variant={variant} />
        {/* Own commit after the shell, to split the longest task (ADR 022); nothing inside suspends. */}
        <Suspense>
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <Footer Lead={footerLead} groups={navGroups(variant)} />
          <HydratedMark />
        </Suspense>
        {/* The first paint waits for this (app/document/content-end.ts): nothing is painted half-parsed. */}
        <div id={CONTENT_END_ID} hidden />
        <Scripts nonce={nonce} />
        {/* Server only, out of the browser's bundle: hydration leaves a script it did not render alone. */}
        {import.meta.env.SSR && analytics ? <InlineScript code={analyticsBootScript(analytics)} /> : null}
      </body>
    </html>
  );
}

/**
 * Scrolls to the top on every path change (instantly under reduced motion), unless the navigation
 * names a section (`state.scrollTo`): two smooth scrolls cancel each other, and the section's must win.
 * Puts the editors' preview banner, markup a content page's loader sends with its data, above the page.
 */
export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname, state } = useLocation();
  const page = useMatches().at(-1)?.loaderData as { previewBanner?: string } | undefined;
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (typeof state === "object" && state !== null && "scrollTo" in state) return;
    window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
  }, [pathname, state]);
  return (
    <>
      {/* Only a preview has the banner; other pages' markup, React's generated ids too, is the outlet's alone. */}
      {page?.previewBanner ? (
        <>
          <div dangerouslySetInnerHTML={{ __html: page.previewBanner }} />
          <Outlet />
        </>
      ) : (
        <Outlet />
      )}
      <script
        type="application/ld+json"
        // JSON-LD is data, not script: escaping "<" keeps a crafted value from closing the tag.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(loaderData.organizationJsonLd).replace(/</g, "\\u003c"),
        }}
      />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return [];
  return pageMeta(args, messagePageOf(args.error)?.page ?? errorPages.serverError);
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A 404's or a removed item's page comes as the error's data; any other error is the server's.
  const shown = messagePageOf(error);
  if (shown) return <NotFoundView {...shown} />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold">{errorPages.serverError.heading}</h1>
      <p className="mt-4">
        {shellCopy.serverErrorText}{" "}
        <a className="link" href={`mailto:${brand.email}`}>
          {brand.email}
        </a>
        .
      </p>
      {detail ? <pre className="mt-6 overflow-auto text-left text-xs">{detail}</pre> : null}
    </section>
  );
}
