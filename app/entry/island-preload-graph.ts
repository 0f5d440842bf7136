import fs from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import {
  ISLAND_PRELOAD_GRAPH_FILE,
  type IslandPreloadGraph,
} from "#app/shared/page-runtime/island-preloads";

const REACT_RENDERER = /@astrojs[\\/]react[\\/].*client/;

/** Each island module's chunk and its static imports, so a page can modulepreload them at once. */
export function islandPreloadGraph(): Plugin {
  return {
    name: "island-preload-graph",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const { root, base, build } = this.environment.config;
      const imports = new Map<string, string[]>();
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") imports.set(output.fileName, output.imports);
      }
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of imports.get(fileName) ?? []) closure(imported, seen);
        return seen;
      };
      const urls = (fileName: string) => [...closure(fileName)].map((file) => `${base}${file}`);

      const graph: IslandPreloadGraph = { renderer: [], islands: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk" || !output.facadeModuleId) continue;
        const source = output.facadeModuleId;
        if (REACT_RENDERER.test(source)) graph.renderer = urls(output.fileName);
        else if (/\.tsx$/.test(source) && !source.includes("node_modules")) {
          graph.islands[path.relative(root, source).split(path.sep).join("/")] = urls(
            output.fileName,
          );
        }
      }
      const file = path.resolve(root, build.outDir, "..", ISLAND_PRELOAD_GRAPH_FILE);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(graph, null, 2));
    },
  };
}
