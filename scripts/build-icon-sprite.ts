// `npm run icons`: writes public/icons.svg, the sprite <Icon> draws from, after icon names
// change (app/shared/icons/icon-names.ts, app/shared/icons/icon-glyphs.tsx). A unit test fails while
// the committed sprite is out of date.
import fs from "node:fs";

import { iconSprite } from "../app/shared/icons/icon-sprite.server";

fs.writeFileSync("public/icons.svg", iconSprite());
console.log("wrote public/icons.svg");
