import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { PreparedRouterView, prepareRouter } from "./lib/router-in-steps";

/*
 * The production build makes the data router in short tasks before hydrating (see router-in-steps);
 * the development server keeps React Router's own component, which its hot reloading relies on.
 */
const prepared = import.meta.env.DEV ? Promise.resolve(null) : prepareRouter();

prepared.then((router) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>{router ? <PreparedRouterView {...router} /> : <HydratedRouter />}</StrictMode>,
    );
  });
});
