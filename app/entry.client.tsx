import { type ReactNode, StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { PreparedRouterView, prepareRouter } from "./lib/router-in-steps";

function hydrate(router: ReactNode) {
  startTransition(() => {
    hydrateRoot(document, <StrictMode>{router}</StrictMode>);
  });
}

// The production build makes the data router in short tasks before hydrating (see
// router-in-steps); the development server keeps React Router's own component, which its hot
// reloading relies on. The branch not taken is left out of the bundle.
if (import.meta.env.DEV) hydrate(<HydratedRouter />);
else prepareRouter().then((prepared) => hydrate(<PreparedRouterView {...prepared} />));
