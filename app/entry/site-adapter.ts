import { fileURLToPath } from "node:url";

import type { AstroIntegration } from "astro";

// The server renders pages from web Requests for visitors and for itself (prerender, re-seal,
// data-page cache, social images); @astrojs/node only exposes a Node middleware.
export function siteAdapter(): AstroIntegration {
  return {
    name: "site-adapter",
    hooks: {
      "astro:config:done": ({ setAdapter }) => {
        setAdapter({
          name: "site-adapter",
          serverEntrypoint: fileURLToPath(new URL("./server-entry.ts", import.meta.url)),
          entrypointResolution: "auto",
          adapterFeatures: { buildOutput: "server" },
          supportedAstroFeatures: {
            serverOutput: "stable",
            staticOutput: "unsupported",
            hybridOutput: "unsupported",
            sharpImageService: "unsupported",
            envGetSecret: "unsupported",
          },
        });
      },
    },
  };
}
