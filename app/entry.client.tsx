import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepFirstTouch, tabStorage } from "~/leads/form/first-touch";

// Before anything else: the page the visitor landed on, as the address bar has it now.
const storage = tabStorage();
if (storage) keepFirstTouch(storage, window.location, document.referrer);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
