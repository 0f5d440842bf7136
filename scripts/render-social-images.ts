// Build step (run by scripts/build-server.mjs after the pages are prerendered): draws the social
// image of every prerendered page from its meta tags, under build/client/og/.
import path from "node:path";

import { siteConfig } from "#app/shared/copy/site.copy";
import { renderPrerenderedImages } from "#server/social-image/prerendered";

const started = performance.now();
const { files, bytes } = await renderPrerenderedImages(
  path.resolve("build/client"),
  siteConfig.name,
);
console.log(
  `drew ${files.length} social images (${Math.round(bytes / 1024)} KB) in ${Math.round(performance.now() - started)} ms`,
);
