import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "deploy/**/*.test.ts",
      "tests/integration/**/*.test.{ts,tsx}",
      "tests/repository/**/*.test.ts",
      "tests/support/**/*.test.ts",
    ],
    environment: "node",
    // Every run in a temporary folder of its own, emptied and checked at the end.
    globalSetup: ["./tests/support/global-run.ts", "./tests/support/pglite-template.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
    // Four workers on two cores: most files wait on timers, sockets and PGlite, not the CPU
    // (the unit step took 337 s with the default two, 167 s with four; six was no faster).
    maxWorkers: 4,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
  esbuild: { jsx: "automatic" },
});
