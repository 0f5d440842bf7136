import { defineConfig } from "vitest/config";

// The scale tests (tests/scale): built servers, two on a throw-away PostgreSQL, and the flood. They need
// `npm run build` first, so it runs apart from the unit tests (`npm run test:scale`).
export default defineConfig({
  test: {
    include: ["tests/scale/**/*.test.ts"],
    environment: "node",
    // Every run in a temporary folder of its own, emptied and checked at the end.
    globalSetup: ["./tests/support/global-run.ts"],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
