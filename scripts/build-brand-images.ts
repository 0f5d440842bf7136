// `npm run brand`: the raster images made from the brand, after the mark (public/favicon.svg)
// or the social card's layout (server/social-image) changes: public/apple-touch-icon.png (the
// mark full-bleed at 180 px; iOS rounds the corners itself) and public/og-image.png (the
// default social image: the site's name and tagline on the social card).
import fs from "node:fs";

import { Resvg } from "@resvg/resvg-js";

import { siteConfig } from "#app/shared/copy/site.copy";
import { render } from "#server/social-image/index";

const mark = fs.readFileSync("public/favicon.svg", "utf8").replace(/rx="16"/, 'rx="0"');
const icon = new Resvg(mark, { fitTo: { mode: "width", value: 180 } }).render().asPng();
fs.writeFileSync("public/apple-touch-icon.png", icon);
console.log("wrote public/apple-touch-icon.png");

fs.writeFileSync("public/og-image.png", await render(siteConfig.name, siteConfig.tagline));
console.log("wrote public/og-image.png");
