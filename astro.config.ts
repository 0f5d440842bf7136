import { fileURLToPath } from "node:url";

import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

import { islandPreloadGraph } from "./app/entry/island-preload-graph";
import { siteAdapter } from "./app/entry/site-adapter";
import { writePageRoutes } from "./scripts/page-routes";

/**
 * The site's pages: Astro shells in app/pages/ around React components, rendered by the
 * Express server (server/http/pages/astro-pages.ts). Every page is rendered on demand by the
 * server build; the build then prerenders and seals the static ones itself (scripts/prerender),
 * so a start with another public configuration can render them again the same way.
 */
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: "./build/astro",
  output: "server",
  adapter: siteAdapter(),
  integrations: [
    react(),
    // The route table follows the page files (app/shared/site-map/pages.generated.ts).
    { name: "page-routes", hooks: { "astro:config:setup": () => void writePageRoutes() } },
  ],
  // The server answers every page; Astro's own checks of these would run a second time.
  security: { checkOrigin: false },
  session: undefined,
  devToolbar: { enabled: false },
  // Astro's messages at run time as the server's JSON lines (app/entry/astro-logger.mjs).
  logger: {
    entrypoint: fileURLToPath(new URL("./app/entry/astro-logger.mjs", import.meta.url)),
    config: { level: "warn" },
  },
  // No astro:assets images: nothing for an image service to do.
  image: { service: { entrypoint: "astro/assets/services/noop" } },
  // Trailing slashes are redirected by the server (app/shared/site-map/trailing-slash.ts).
  trailingSlash: "ignore",
  build: {
    format: "directory",
    // Stylesheets and scripts as files: cached across pages, and no inline code for the CSP.
    inlineStylesheets: "never",
    assets: "assets",
  },
  vite: {
    plugins: [tailwindcss(), islandPreloadGraph()],
    build: {
      assetsInlineLimit: 0,
      // The chrome script (on every page) with all it imports, and React with React DOM, each in
      // one file: split by default, every import level cost a round trip on a slow link before
      // `load` and hydration (docs/PERFORMANCE.md, "Islands").
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: "chrome", test: /shared[\\/]layout[\\/]chrome\.ts$/ },
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            ],
          },
        },
      },
    },
    // Astro's own run-time dependencies may be other versions than the root's (cookie 2 beside
    // Express's cookie 0.7): bundled into the server build, they resolve as at build time.
    ssr: { noExternal: ["cookie"] },
  },
});
