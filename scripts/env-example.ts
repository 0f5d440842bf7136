// `npm run env:example`: writes .env.example, every variable the server reads at its default,
// and the README's configuration table, both from server/config-variables.ts (server/config-docs.ts). A unit test fails
// while either committed file is out of date.
import fs from "node:fs";

import { envExample, withReadmeTable } from "#server/config-docs";

fs.writeFileSync(".env.example", envExample());
fs.writeFileSync("README.md", withReadmeTable(fs.readFileSync("README.md", "utf8")));
console.log("wrote .env.example and README.md's configuration table");
