import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { prerenderSiteConfigDefine } from "./server/prerender-define";

/**
 * The libraries every page runs, in one long-lived chunk: fewer requests on a first view, and a
 * deploy that changes only the site's own code leaves it cached in the visitor's browser.
 */
const VENDOR_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  define: prerenderSiteConfigDefine(),
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
}));
