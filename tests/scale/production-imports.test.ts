import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { missingImports, packageOf, productionPackages } from "#scripts/production-imports.mjs";

/**
 * Issue 36, "a production install starts": every package the build loads at run time is one
 * `npm ci --omit=dev` installs. (The build once imported a development package through its route
 * config and the server did not start without the development dependencies.) `npm run
 * check:production` installs for production for real and starts the server; this is its fast
 * sample, on every build.
 */
describe("the build's run-time imports", () => {
  const installed = productionPackages(process.cwd());

  it("are all in a production install", () => {
    expect(fs.existsSync("build/server.mjs")).toBe(true);
    expect(installed.has("astro")).toBe(true);
    expect(installed.has("vitest")).toBe(false);
    expect(missingImports(process.cwd(), installed)).toEqual([]);
  });

  it("a development package imported by the build is found, whichever way it is imported", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "production-imports-"));
    try {
      fs.mkdirSync(path.join(root, "build/astro/server/chunks"), { recursive: true });
      fs.writeFileSync(
        path.join(root, "build/astro/server/chunks/page.mjs"),
        [
          'import tailwind from "@tailwindcss/vite";',
          'import "@playwright/test";',
          'export { x } from "astro/app/entrypoint";',
          'const copy = `import { Widget } from "not-a-package"` ;',
          'const lazy = await import("vitest");',
          'const cjs = __require("drizzle-kit");',
          'import fs from "node:fs";',
        ].join("\n"),
      );
      fs.writeFileSync(path.join(root, "build/server.mjs"), 'import path from "path";\n');
      expect(missingImports(root, installed).map((found) => found.specifier)).toEqual([
        "@tailwindcss/vite",
        "@playwright/test",
        "vitest",
        "drizzle-kit",
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("names the package of a specifier", () => {
    expect(packageOf("@tailwindcss/vite/dist")).toBe("@tailwindcss/vite");
    expect(packageOf("drizzle-orm/pg-core")).toBe("drizzle-orm");
    expect(packageOf("node:fs")).toBeUndefined();
    expect(packageOf("zlib")).toBeUndefined();
    expect(packageOf("./chunk.js")).toBeUndefined();
  });
});
