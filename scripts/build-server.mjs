// Bundles the Express server (server/index.ts) into build/server.mjs and the command-line tools
// into build/cli/ (scripts/build-cli.mjs); packages stay external.
import { build } from "esbuild";

import { buildClis } from "./build-cli.mjs";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// The social-image worker (server/social-image/pool.ts finds it beside the server).
await build({
  entryPoints: ["server/social-image/worker.ts"],
  outfile: "build/social-image-worker.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  logLevel: "warning",
});
// The render workers (server/http/pages/render-pool.ts finds them beside the server).
await build({
  entryPoints: ["server/http/pages/render-worker.ts"],
  outfile: "build/render-worker.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  logLevel: "warning",
});
await buildClis();
console.log(
  "built build/server.mjs, build/social-image-worker.mjs, build/render-worker.mjs and build/cli/ (content-sync, desk, desk-password, backup, restore)",
);

// The list of prerendered paths (from the route table), for scripts that visit every page
// (audit, bench).
await build({
  stdin: {
    contents:
      'export { sitePrerenderPaths as prerenderPaths } from "./app/features/sitemap/site-pages";',
    resolveDir: ".",
    loader: "ts",
  },
  outfile: "build/prerender-paths.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  logLevel: "warning",
});

// The Astro pages among the prerendered ones, rendered as the server renders them.
await build({
  entryPoints: ["scripts/prerender-astro-pages.ts"],
  outfile: "build/prerender-astro-pages.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  logLevel: "warning",
});
await import(new URL("../build/prerender-astro-pages.mjs", import.meta.url).href);

// The site search's index of the prerendered pages and the content's templates and posts.
await build({
  entryPoints: ["scripts/build-search-index.ts"],
  outfile: "build/build-search-index.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  logLevel: "warning",
});
await import(new URL("../build/build-search-index.mjs", import.meta.url).href);

// The social image of every prerendered page, from its meta tags (server/social-image).
await build({
  entryPoints: ["scripts/render-social-images.ts"],
  outfile: "build/render-social-images.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  logLevel: "warning",
});
await import(new URL("../build/render-social-images.mjs", import.meta.url).href);

// Seal the prerendered pages: same bytes for every visitor, CSP hashes, brotli and gzip copies.
await build({
  entryPoints: ["scripts/seal-prerendered-pages.ts"],
  outfile: "build/seal-prerendered-pages.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  logLevel: "warning",
});
await import(new URL("../build/seal-prerendered-pages.mjs", import.meta.url).href);
