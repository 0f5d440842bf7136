import { defineConfig } from "vitest/config";

// The CDN test (tests/cdn): Varnish with deploy/varnish/default.vcl in front of two built
// instances on a throw-away PostgreSQL. It needs `npm run build` first, so it runs apart from
// the unit tests (`npm run test:cdn`; `npm test` runs it after test:scale when varnishd is
// installed).
export default defineConfig({
  test: {
    include: ["tests/cdn/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
