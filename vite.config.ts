import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";

import { prerenderSiteConfigDefine } from "./server/http/pages/prerender-define";

/** The libraries every page runs, in one long-lived chunk (docs/decisions/0003-chunk-layers.md). */
const VENDOR_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/** How many pages share a module is what puts it in the "shared" chunk. */
const SHARED_BY_ROUTES = 3;

/**
 * The site's own modules, and lucide's runtime and icons: most pages draw a lucide icon, and its
 * runtime in a chunk of its own would be one more request for each of them.
 */
const SHAREABLE_MODULES = /[\\/]app[\\/].*\.[jt]sx?$|[\\/]node_modules[\\/]lucide-react[\\/]/;

/**
 * Server-only modules (`*.server.ts`) exist in the server build alone, where a lazy import (the
 * contact form's validation, lazy in the browser) is loaded with everything else anyway: Vite's
 * notice that such a module also imports it directly says nothing there. The same notice about
 * any other importer stays, as it would in the browser build.
 */
function onlyServerModulesImportDirectly(warning: Rollup.RollupLog): boolean {
  if (warning.plugin !== "vite:reporter") return false;
  const importers = /but also statically imported by (.+), dynamic import will not move/.exec(
    warning.message,
  )?.[1];
  return importers !== undefined && importers.split(", ").every((id) => /\.server\.tsx?$/.test(id));
}

/**
 * Warnings that say nothing about this project: annotations in zod's sources that Rollup drops
 * (harmless, reported upstream), the empty browser chunks of resource routes (RSS, sitemap,
 * robots, the desk's CSV), which have no component by design, and the server build's notice
 * above.
 */
function quietWarnings(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void) {
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) return;
  if (warning.code === "EMPTY_BUNDLE") return;
  if (onlyServerModulesImportDirectly(warning)) return;
  warn(warning);
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { ...prerenderSiteConfigDefine() },
  build: {
    // Assets are small; inlining them as data: URLs would need a looser CSP.
    assetsInlineLimit: 0,
    rollupOptions: { onwarn: quietWarnings },
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          onwarn: quietWarnings,
          // href() is pure, so a copy module holding links stays out of chunks that do not use it.
          treeshake: { manualPureFunctions: ["href"] },
          output: {
            // Rolldown's groups: the libraries in one long-lived chunk, and the site's own
            // modules that three or more pages share in another (docs/decisions/0003-chunk-layers.md).
            codeSplitting: {
              groups: [
                { name: "vendor", test: VENDOR_PACKAGES, priority: 2 },
                {
                  name: "shared",
                  test: SHAREABLE_MODULES,
                  minShareCount: SHARED_BY_ROUTES,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
