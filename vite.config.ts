import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { prerenderSiteConfigDefine } from "./server/prerender-define";

/**
 * The libraries every page runs, in one long-lived chunk: fewer requests on a first view, and a
 * deploy that changes only the site's own code leaves it cached in the visitor's browser.
 */
const VENDOR_PACKAGES = /[\\/]node_modules[\\/](preact|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * The browser runs the pages on Preact's React-compatible layer instead of React DOM: the same
 * components and React Router, about 50 KB gzip less JavaScript on every first view and a
 * cheaper hydration (the first-view budget is 100 KB, and React DOM alone is 60). The server
 * still renders with React, and so do the dev server and the unit tests.
 */
const BROWSER_RUNTIME_ALIASES = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

export default defineConfig(({ command, isSsrBuild }) => {
  const browserRunsPreact = command === "build" && !isSsrBuild;
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { alias: browserRunsPreact ? BROWSER_RUNTIME_ALIASES : [] },
    define: {
      ...prerenderSiteConfigDefine(),
      __BROWSER_RUNS_PREACT__: JSON.stringify(browserRunsPreact),
    },
    build: {
      // Assets are small; inlining them as data: URLs would need a looser CSP.
      assetsInlineLimit: 0,
      rollupOptions: isSsrBuild
        ? {}
        : {
            output: {
              manualChunks: (id: string) => (VENDOR_PACKAGES.test(id) ? "vendor" : undefined),
            },
          },
    },
  };
});
