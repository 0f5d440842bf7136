// `npm run env:example`: writes .env.example, every variable the server reads at its default,
// from server/config-variables.ts. A unit test fails while the committed file is out of date.
import fs from "node:fs";

import { envExample } from "#server/config-variables";

fs.writeFileSync(".env.example", envExample());
console.log("wrote .env.example");
