import { fileURLToPath } from "node:url";

import type { AstroIntegration } from "astro";

/**
 * The site's own Astro adapter: its server entry (app/entry/server-entry.ts) renders a page for
 * a web Request, which the Express server uses for visitors' requests and for its own renders
 * (the build's prerender, the re-seal at start, the data-page cache, social images).
 * @astrojs/node only exposes a Node middleware, which the server's own renders cannot call.
 */
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
