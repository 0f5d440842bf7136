// Bundles the Express server (server/index.ts) into build/server.mjs and the command-line tools
// into build/cli/ (scripts/build-cli.mjs); packages stay external.
import { build } from "esbuild";

import { buildClis } from "./build-cli.mjs";

/** One ES module for Node in build/, its npm packages imported (not bundled) unless `options` say. */
const bundle = (outfile, options) =>
  build({
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "warning",
    ...options,
  });

/** A build step written in TypeScript (scripts/<name>.ts): bundled into build/, then run. */
async function runStep(name) {
  await bundle(`build/${name}.mjs`, { entryPoints: [`scripts/${name}.ts`] });
  await import(new URL(`../build/${name}.mjs`, import.meta.url).href);
}

await bundle("build/server.mjs", {
  entryPoints: ["server/index.ts"],
  target: "node22",
  sourcemap: true,
});
// The social-image worker (server/social-image/pool.ts finds it beside the server).
await bundle("build/social-image-worker.mjs", {
  entryPoints: ["server/social-image/worker.ts"],
  target: "node22",
});
// The render workers (server/http/pages/render-pool.ts finds them beside the server).
await bundle("build/render-worker.mjs", {
  entryPoints: ["server/http/pages/render-worker.ts"],
  target: "node22",
});
await buildClis();
console.log(
  "built build/server.mjs, build/social-image-worker.mjs, build/render-worker.mjs and build/cli/ (content-sync, desk, desk-password, backup, restore)",
);

// The list of prerendered paths (from the route table), for scripts that visit every page
// (audit, bench).
await bundle("build/prerender-paths.mjs", {
  stdin: {
    contents:
      'export { sitePrerenderPaths as prerenderPaths } from "./app/features/sitemap/site-pages";',
    resolveDir: ".",
    loader: "ts",
  },
  packages: undefined,
});

// The Astro pages among the prerendered ones, rendered as the server renders them.
await runStep("prerender-astro-pages");
// The site search's index of the prerendered pages and the content's templates and posts.
await runStep("build-search-index");
// The social image of every prerendered page, from its meta tags (server/social-image).
await runStep("render-social-images");
// Seal the prerendered pages: same bytes for every visitor, CSP hashes, brotli and gzip copies.
await runStep("seal-prerendered-pages");
