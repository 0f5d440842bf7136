// The command-line tools as plain JavaScript bundles under build/cli/, so that a production
// install (`npm ci --omit=dev` and the build, without tsx or TypeScript) can run them:
//   build/cli/content-sync.mjs    npm run content:sync   (server/content-sync/cli.ts)
//   build/cli/desk-password.mjs   npm run desk:password  (scripts/desk-password.ts)
//   build/cli/desk.mjs            npm run desk           (scripts/desk.mjs and its TypeScript)
//   build/cli/backup.mjs          npm run backup         (server/backup/backup-cli.ts)
//   build/cli/restore.mjs         npm run restore        (server/backup/restore-cli.ts)
// npm packages stay external (node_modules); `npm start` runs build/server.mjs the same way.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const CLI_ENTRIES = {
  "content-sync": "server/content-sync/cli.ts",
  "desk-password": "scripts/desk-password.ts",
  desk: "scripts/desk.mjs",
  backup: "server/backup/backup-cli.ts",
  restore: "server/backup/restore-cli.ts",
};

/** The folders whose files the bundles are made of (a newer file there makes them stale). */
export const CLI_SOURCES = ["server", "scripts", "app/context.ts", "package.json"];

export const cliPath = (name) => path.join(root, "build", "cli", `${name}.mjs`);

export async function buildClis() {
  const { build } = await import("esbuild");
  await Promise.all(
    Object.entries(CLI_ENTRIES).map(([name, entry]) =>
      build({
        entryPoints: [path.join(root, entry)],
        outfile: cliPath(name),
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node22",
        packages: "external",
        logLevel: "warning",
      }),
    ),
  );
  fs.writeFileSync(
    path.join(root, "build", "cli", "README.md"),
    "Built by scripts/build-cli.mjs: the npm scripts content:sync, desk and desk:password run these.\n",
  );
}
