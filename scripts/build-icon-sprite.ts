// `npm run icons`: writes public/icons.svg, the sprite <Icon> draws from, after icon names
// change (app/shared/icons/icon-names.ts; the glyphs are lucide's by the same names), and
// public/integration-logos.svg, the integrations' marks (app/shared/images/integration-marks.ts).
// Unit tests fail while a committed sprite is out of date.
import fs from "node:fs";

import { iconSprite } from "#app/shared/icons/icon-sprite.server";
import { integrationSprite } from "#app/shared/images/integration-sprite.server";
import { integrations } from "#app/features/integrations/integrations.copy";

fs.writeFileSync("public/icons.svg", iconSprite());
console.log("wrote public/icons.svg");
fs.writeFileSync(
  "public/integration-logos.svg",
  integrationSprite(integrations.map((integration) => integration.title)),
);
console.log("wrote public/integration-logos.svg");
