/** Written by the browser build beside the server build (build/astro/), read at start. */
export const ISLAND_PRELOAD_GRAPH_FILE = "island-preloads.json";

/** Per island module (its path from the repository root), its chunk and all it imports. */
export interface IslandPreloadGraph {
  /** Astro's React renderer, which every island loads to hydrate. */
  renderer: string[];
  islands: Record<string, string[]>;
}

/** Set by the server entry from the build; unset in development, where nothing is bundled. */
let graph: IslandPreloadGraph | undefined;

export function setIslandPreloadGraph(value: IslandPreloadGraph | undefined): void {
  graph = value;
}

/** An unknown module is a mistake in the page: it throws, failing the prerender. */
export function islandPreloadUrls(islandModules: readonly string[]): string[] {
  if (!graph || islandModules.length === 0) return [];
  const urls = new Set(graph.renderer);
  for (const module of islandModules) {
    const chunks = graph.islands[module];
    if (!chunks) throw new Error(`No island chunk for ${module} in the build`);
    for (const url of chunks) urls.add(url);
  }
  return [...urls];
}
