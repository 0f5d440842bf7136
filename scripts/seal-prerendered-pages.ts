// Build step (run by scripts/build-server.mjs after `react-router build`): seals the
// prerendered pages into static bytes with their script hashes and compressed copies.
import path from "node:path";

import { precompressAssets } from "#server/http/assets/precompressed-assets";
import { SEAL_MANIFEST_FILE, sealPrerenderedFiles } from "#server/http/pages/page-seal";

const manifest = sealPrerenderedFiles(
  path.resolve("build/client"),
  path.resolve("build", SEAL_MANIFEST_FILE),
);
console.log(
  `sealed ${Object.keys(manifest).length} prerendered files (brotli and gzip beside them)`,
);

// The scripts and stylesheets, compressed once at the highest levels (server/http/assets).
for (const dir of ["build/client/assets", "build/astro/client/assets"]) {
  const assets = precompressAssets(path.resolve(dir));
  console.log(
    `compressed ${assets.files} assets in ${dir}: ${Math.round(assets.bytes / 1024)} KB, ${Math.round(assets.brotli / 1024)} KB as brotli`,
  );
}
