/**
 * Prints deploy/varnish/default.vcl with your instances in its marked block:
 *
 *   node deploy/varnish/render-vcl.ts 10.0.0.11:3000 10.0.0.12:3000 > /etc/varnish/default.vcl
 *   node deploy/varnish/render-vcl.ts --purger 10.0.0.0/24 app-1:3000 app-2:3000
 *
 * Each instance becomes a backend with the file's health probe and timeouts (copied from the
 * first example backend, so the two never differ), joins the round-robin director, and may
 * send PURGE and BAN (its address joins the `purgers` ACL, with any `--purger` address or
 * network). Plain erasable TypeScript: Node.js 22.18+ runs it as is. `npm run test:cdn` renders
 * its VCL with this too.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export interface Instance {
  host: string;
  port: number;
}

export const defaultVclPath = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "default.vcl",
);

const BLOCK = /(# BEGIN instances[^\n]*)\n([\s\S]*?)# END instances/;
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|[0-9A-Fa-f:.]+)$/;
const PURGER = /^(?:[A-Za-z0-9.-]+|[0-9A-Fa-f:.]+)(?:\/\d{1,3})?$/;

/** "10.0.0.1:3000", "app-1:3000", "[::1]:3000" → { host, port }. */
export function parseInstance(text: string): Instance {
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(text.trim());
  const host = match?.[1] ?? match?.[2];
  const port = Number(match?.[3]);
  if (!host || !HOST.test(host) || !(port >= 1 && port <= 65535)) {
    throw new Error(`not HOST:PORT: ${JSON.stringify(text)}`);
  }
  return { host, port };
}

/** An ACL entry: a quoted address with an optional /bits outside the quotes. */
function aclEntry(address: string): string {
  if (!PURGER.test(address)) throw new Error(`not an address or network: ${address}`);
  const [ip, bits] = address.split("/");
  return bits === undefined ? `"${ip}";` : `"${ip}"/${bits};`;
}

/** The template with its instances block replaced by these instances. */
export function renderVcl(
  template: string,
  instances: readonly Instance[],
  options: { purgers?: readonly string[] } = {},
): string {
  if (instances.length === 0) throw new Error("at least one instance is needed");
  const [, begin, block] = BLOCK.exec(template) ?? [];
  const model = block && /backend site_1 \{[\s\S]*?\n\}\n/.exec(block)?.[0];
  if (!begin || !model) {
    throw new Error("no '# BEGIN instances' block with a site_1 backend in the VCL");
  }
  for (const instance of instances) {
    if (!HOST.test(instance.host)) throw new Error(`bad host: ${instance.host}`);
  }

  const backends = instances.map((instance, index) =>
    model
      .replace("backend site_1 {", `backend site_${index + 1} {`)
      .replace(/\.host = "[^"]*";/, `.host = "${instance.host}";`)
      .replace(/\.port = "[^"]*";/, `.port = "${instance.port}";`),
  );
  const purgers = [
    ...new Set(["127.0.0.1", "::1", ...instances.map((i) => i.host), ...(options.purgers ?? [])]),
  ];
  const rendered = [
    begin,
    ...backends.map((backend) => backend.trimEnd()),
    "",
    "# Who may send PURGE and BAN: this host and the instances (they ban after a content change).",
    "acl purgers {",
    ...purgers.map((address) => `    ${aclEntry(address)}`),
    "}",
    "",
    "# Requests go round-robin to the healthy instances.",
    "sub vcl_init {",
    "    new site = directors.round_robin();",
    ...instances.map((_, index) => `    site.add_backend(site_${index + 1});`),
    "}",
    "# END instances",
  ].join("\n");
  return template.replace(BLOCK, () => rendered);
}

function main(args: string[]): number {
  const purgers: string[] = [];
  const instances: Instance[] = [];
  try {
    for (let index = 0; index < args.length; index++) {
      const arg = args[index]!;
      if (arg === "--purger") purgers.push(args[++index] ?? "");
      else instances.push(parseInstance(arg));
    }
    const template = fs.readFileSync(defaultVclPath, "utf8");
    process.stdout.write(renderVcl(template, instances, { purgers }));
    return 0;
  } catch (error) {
    process.stderr.write(
      `render-vcl: ${(error as Error).message}\n` +
        "usage: node deploy/varnish/render-vcl.ts [--purger ADDRESS[/BITS]]... HOST:PORT...\n",
    );
    return 2;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = main(process.argv.slice(2));
}
