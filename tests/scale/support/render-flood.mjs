// A flood of per-request renders from one address, in a process of its own so that its parsing
// never delays the measuring requests of the test: `node render-flood.mjs <json options>`.
// Prints autocannon's result as JSON.
import { randomUUID } from "node:crypto";

import autocannon from "autocannon";

const { url, connections, duration, headers } = JSON.parse(process.argv[2] ?? "{}");
const result = await autocannon({
  url,
  connections,
  duration,
  headers,
  requests: [{ setupRequest: (request) => ({ ...request, path: `/templates?q=${randomUUID()}` }) }],
});
process.stdout.write(JSON.stringify(result));
