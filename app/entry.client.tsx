import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { startChrome } from "./shared/layout/chrome";

// The chrome is plain DOM on every page (app/shared/layout/chrome.ts).
startChrome({ islands: false });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
