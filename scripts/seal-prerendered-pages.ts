// Build step (run by scripts/build-server.mjs after the pages are prerendered): inlines each
// page's critical CSS, then seals the prerendered pages into static bytes with their script
// hashes and compressed copies.
import fs from "node:fs";
import path from "node:path";

import { precompressAssets } from "#server/http/assets/precompressed-assets";
import { criticalCssInliner } from "#server/http/pages/critical-css";
import { SEAL_MANIFEST_FILE, sealPrerenderedFiles } from "#server/http/pages/page-seal";

const clientDir = path.resolve("build/client");
const inlineCss = criticalCssInliner(clientDir);
let inlined = 0;
for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
  const file = path.join(entry.parentPath, entry.name);
  const html = fs.readFileSync(file, "utf8");
  const withCss = await inlineCss(html);
  if (withCss !== html) inlined++;
  fs.writeFileSync(file, withCss);
}
console.log(`inlined the critical CSS of ${inlined} prerendered pages`);

const manifest = sealPrerenderedFiles(clientDir, path.resolve("build", SEAL_MANIFEST_FILE));
console.log(
  `sealed ${Object.keys(manifest).length} prerendered files (brotli and gzip beside them)`,
);

// The scripts and stylesheets, compressed once at the highest levels (server/http/assets).
for (const dir of ["build/client/assets"]) {
  const assets = precompressAssets(path.resolve(dir));
  console.log(
    `compressed ${assets.files} assets in ${dir}: ${Math.round(assets.bytes / 1024)} KB, ${Math.round(assets.brotli / 1024)} KB as brotli`,
  );
}
