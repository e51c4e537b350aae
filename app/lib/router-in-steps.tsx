import { type ContextType, useLayoutEffect, useRef, useState } from "react";
import {
  type HydrationState,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createRouter as createRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getPatchRoutesOnNavigationFunction as getPatchRoutesOnNavigationFunction,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  UNSAFE_useFogOFWarDiscovery as useFogOfWarDiscovery,
} from "react-router";
import { RouterProvider } from "react-router/dom";

/*
 * React Router's `HydratedRouter` makes its data router inside its own first render: decoding the
 * server's loader data, building the client routes, matching them, creating and initializing the
 * router. React cannot split one component's render, so all of it is a single task, and on a
 * cold page (none of that code has run yet) it is one of the longest of the load. Here the same
 * steps run before React starts, each in a task of its own, and the component that renders the
 * result is the one `HydratedRouter` renders, element for element (so `useId` values still match
 * the server's).
 */

type FrameworkValue = NonNullable<ContextType<typeof FrameworkContext>>;
type DataRouter = ReturnType<typeof createRouter>;

/** What React Router's server writes into every page for the browser to hydrate from. */
interface ServerHandoff {
  basename?: string;
  future: FrameworkValue["future"];
  ssr: boolean;
  isSpaMode: boolean;
  routeDiscovery: FrameworkValue["routeDiscovery"];
  stream?: ReadableStream<Uint8Array>;
}

declare global {
  interface Window {
    __reactRouterContext?: ServerHandoff;
    __reactRouterManifest?: FrameworkValue["manifest"];
    __reactRouterRouteModules?: FrameworkValue["routeModules"];
    __reactRouterDataRouter?: DataRouter;
  }
}

/** A router made ahead of hydration, with what its component needs to render it. */
export interface PreparedRouter {
  router: DataRouter;
  framework: FrameworkValue;
  /** False when the router still has loaders to run, which it starts once it is on screen. */
  initialized: boolean;
}

/** Resolves in a new task, so that the step after it does not lengthen the one before. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function isHydrationState(value: unknown): value is HydrationState {
  return typeof value === "object" && value !== null;
}

/**
 * Makes the page's data router, one step a task. The steps cover what this site serves: pages
 * React Router rendered on the server with their data, without module integrity hashes. Anything
 * else (an SPA-mode shell, `future.v8_subResourceIntegrity`) is refused with an error that says so.
 */
export async function prepareRouter(): Promise<PreparedRouter> {
  const {
    __reactRouterContext: handoff,
    __reactRouterManifest: manifest,
    __reactRouterRouteModules: modules,
  } = window;
  if (!handoff?.stream || !manifest || !modules)
    throw new Error("The page has no server hand-off to hydrate from");
  if (handoff.isSpaMode || manifest.sri === true) {
    throw new Error("SPA mode and module integrity hashes need React Router's HydratedRouter");
  }
  const { stream, basename, ssr, isSpaMode, routeDiscovery } = handoff;
  handoff.stream = undefined;
  const { value: state } = await decodeViaTurboStream(stream, window);
  if (!isHydrationState(state)) throw new Error("The page's loader data did not decode to an object");

  await nextTask();
  const routes = createClientRoutes(manifest.routes, modules, state, ssr, isSpaMode);

  await nextTask();
  const hydrationData = getHydrationData({
    state,
    routes,
    getRouteInfo: (routeId) => ({
      clientLoader: modules[routeId]?.clientLoader,
      hasLoader: manifest.routes[routeId]?.hasLoader === true,
      hasHydrateFallback: modules[routeId]?.HydrateFallback != null,
    }),
    location: window.location,
    basename,
    isSpaMode,
  });
  // A masked location in the history entry belongs to the previous document's router.
  if (window.history.state?.masked)
    window.history.replaceState({ ...window.history.state, masked: undefined }, "");

  await nextTask();
  const router: DataRouter = createRouter({
    routes,
    history: createBrowserHistory(),
    basename,
    hydrationData,
    hydrationRouteProperties,
    mapRouteProperties,
    dataStrategy: getTurboStreamSingleFetchDataStrategy(
      () => router,
      manifest,
      modules,
      ssr,
      basename,
      handoff.future.v8_trailingSlashAwareDataRequests,
    ),
    patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction(
      () => router,
      manifest,
      modules,
      ssr,
      routeDiscovery,
      isSpaMode,
      basename,
    ),
  });

  await nextTask();
  const initialized = router.state.initialized;
  if (initialized) router.initialize();
  window.__reactRouterDataRouter = router;
  const framework: FrameworkValue = {
    manifest,
    routeModules: modules,
    future: handoff.future,
    ssr,
    isSpaMode,
    routeDiscovery,
  };
  return { router, framework, initialized };
}

/** Renders a prepared router as `HydratedRouter` renders its own. */
export function PreparedRouterView({ router, framework, initialized }: PreparedRouter) {
  const [location, setLocation] = useState(router.state.location);
  // A router is initialized once, even if React runs this effect again (StrictMode does).
  const started = useRef(initialized);
  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    router.initialize();
  }, [router]);
  useLayoutEffect(
    () =>
      router.subscribe((state) => {
        if (state.location !== location) setLocation(state.location);
      }),
    [router, location],
  );
  const { manifest, routeModules, ssr, routeDiscovery, isSpaMode } = framework;
  useFogOfWarDiscovery(router, manifest, routeModules, ssr, routeDiscovery, isSpaMode);
  return (
    // The same elements as HydratedRouter and the server's ServerRouter, down to the empty fragment
    // where the server has its streamed-data scripts: useId values depend on the tree's shape.
    <>
      <FrameworkContext.Provider value={framework}>
        <RemixErrorBoundary location={location}>
          <RouterProvider router={router} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      {/* biome-ignore lint/complexity/noUselessFragments: a placeholder that keeps the tree's shape */}
      <></>
    </>
  );
}
