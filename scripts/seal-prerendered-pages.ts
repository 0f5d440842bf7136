// Build step (run by scripts/build-server.mjs after `react-router build`): seals the
// prerendered pages into static bytes with their script hashes and compressed copies.
import path from "node:path";

import { SEAL_MANIFEST_FILE, sealPrerenderedFiles } from "../server/http/pages/page-seal";

const manifest = sealPrerenderedFiles(
  path.resolve("build/client"),
  path.resolve("build", SEAL_MANIFEST_FILE),
);
console.log(
  `sealed ${Object.keys(manifest).length} prerendered files (brotli and gzip beside them)`,
);
