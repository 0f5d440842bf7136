import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";

import { sitemapPathsDefine } from "./app/shared/site-map/site-map-define";
import { prerenderSiteConfigDefine } from "./server/http/pages/prerender-define";

/** The libraries every page runs, in one long-lived chunk (docs/decisions/0003-chunk-layers.md). */
const VENDOR_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/** The app's own modules a module pulls in with static imports (not itself, the vendor or CSS). */
function staticImports(entry: string, { getModuleInfo }: Rollup.ManualChunkMeta): Set<string> {
  const found = new Set<string>();
  const queue = [...(getModuleInfo(entry)?.importedIds ?? [])];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (id === entry || found.has(id) || VENDOR_PACKAGES.test(id) || id.endsWith(".css")) continue;
    found.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** How many pages share a module is what decides its chunk; at least this many share "shared". */
const SHARED_BY_ROUTES = 3;

/**
 * The site's own code in layers (docs/decisions/0003-chunk-layers.md): "site" is what the root route
 * imports statically, "shared" what at least three pages import statically, one of them public
 * (what only the desk's private pages share stays out); the rest stays in
 * the route's own chunk or the chunks a page loads lazily, as Rollup splits them.
 */
function chunkLayers(graph: Rollup.ManualChunkMeta): Map<string, ChunkLayer> {
  const ids = [...graph.getModuleIds()];
  // Route modules are app/root.tsx and the features' `*.route.tsx` files (app/routes.ts).
  const isRoute = (id: string) => /[\\/]app[\\/]root\.tsx|\.route\.tsx?(\?|$)/.test(id);
  // The sales desk's pages are private: what only they import must not ride along on every
  // public page's first view (their forms, tables and schemas were 5 KB of the home page's).
  const isDeskRoute = (id: string) => /[\\/]app[\\/]features[\\/]desk[\\/]/.test(id);
  const layers = new Map<string, ChunkLayer>();
  const routeCounts = new Map<string, number>();
  const publicImports = new Set<string>();
  // A route module appears under its path and under query-suffixed ids: count each page once.
  const routes = new Set(ids.filter(isRoute).map((id) => id.replace(/\?.*$/, "")));
  for (const route of routes) {
    const imports = staticImports(route, graph);
    const isRoot = /[\\/]app[\\/]root\.tsx/.test(route);
    for (const id of imports) {
      if (isRoute(id)) continue;
      if (isRoot) layers.set(id, "site");
      routeCounts.set(id, (routeCounts.get(id) ?? 0) + 1);
      if (!isDeskRoute(route)) publicImports.add(id);
    }
  }
  for (const [id, count] of routeCounts) {
    if (count >= SHARED_BY_ROUTES && publicImports.has(id) && !layers.has(id))
      layers.set(id, "shared");
  }
  return layers;
}
type ChunkLayer = "site" | "shared";
let layers: Map<string, ChunkLayer> | undefined;

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
  define: { ...prerenderSiteConfigDefine(), ...sitemapPathsDefine() },
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
            manualChunks: (id, graph) => {
              if (VENDOR_PACKAGES.test(id)) return "vendor";
              layers ??= chunkLayers(graph);
              return layers.get(id);
            },
          },
        },
      },
    },
  },
});
