// `npm run js-floor`: how much first-view JavaScript the browser framework costs before any of
// the site's own code. Bundles (esbuild, minified, production, tree-shaken) the smallest client
// that React Router's framework mode can hydrate with, and its parts, and prints their gzip
// sizes beside the 100 KB budget (docs/decisions/0004-preact.md); with a build present, also the build's vendor chunk.
// The figures behind "the 100 KB budget and React Router's client" in docs/PERFORMANCE.md.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { build } from "esbuild";

const BUDGET_KIB = 100;

const clients = [
  {
    name: "framework-mode client, no app (hydrateRoot + HydratedRouter)",
    code: `import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { jsx } from "react/jsx-runtime";
startTransition(() => hydrateRoot(document, jsx(HydratedRouter, {})));`,
  },
  {
    name: "React + React DOM (hydrateRoot)",
    code: `export { hydrateRoot } from "react-dom/client"; export { createElement, useState } from "react";`,
  },
  {
    name: "React Router: HydratedRouter",
    code: `export { HydratedRouter } from "react-router/dom";`,
    external: ["react", "react-dom"],
  },
  {
    name: "React Router: its data router alone (createBrowserRouter)",
    code: `export { createBrowserRouter } from "react-router";`,
    external: ["react", "react-dom"],
  },
  {
    name: "React Router: components and hooks the site uses, no router",
    code: `export { Link, Form, useFetcher, useLoaderData, useActionData, useLocation, useNavigation,
  Await, Meta, Links, Scripts, Outlet, ScrollRestoration, isRouteErrorResponse } from "react-router";`,
    external: ["react", "react-dom"],
  },
];

async function gzipKib({ code, external = [] }) {
  const result = await build({
    stdin: { contents: code, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    conditions: ["production"],
    define: { "process.env.NODE_ENV": '"production"' },
    external,
    write: false,
    logLevel: "error",
  });
  const bytes = result.outputFiles[0].contents;
  return { minified: bytes.length / 1024, gzip: gzipSync(bytes, { level: 9 }).length / 1024 };
}

const rows = [];
for (const client of clients) rows.push({ name: client.name, ...(await gzipKib(client)) });

const assets = "build/client/assets";
if (fs.existsSync(assets)) {
  const vendor = fs.readdirSync(assets).find((file) => /^vendor-.*\.js$/.test(file));
  if (vendor) {
    const bytes = fs.readFileSync(path.join(assets, vendor));
    rows.push({
      name: `this build's vendor chunk (${vendor})`,
      minified: bytes.length / 1024,
      gzip: gzipSync(bytes, { level: 9 }).length / 1024,
    });
  }
}

const width = Math.max(...rows.map((row) => row.name.length));
console.log(
  `${"".padEnd(width)}  ${"minified".padStart(9)}  ${"gzip".padStart(9)}  of ${BUDGET_KIB} KB`,
);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(width)}  ${row.minified.toFixed(1).padStart(6)} KB  ${row.gzip.toFixed(1).padStart(6)} KB  ${((100 * row.gzip) / BUDGET_KIB).toFixed(0).padStart(7)} %`,
  );
}
