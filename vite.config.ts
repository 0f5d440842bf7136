import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Assets are small; inlining them as data: URLs would need a looser CSP.
    assetsInlineLimit: 0,
  },
});
