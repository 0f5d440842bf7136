import { isSearchResultKind, type SearchResultKind } from "./site-search.copy";

/** One result as the dialog shows it. */
export interface SearchHit {
  url: string;
  title: string;
  kind: SearchResultKind;
  /** Escaped text with the matched words in <mark> (excerpt.ts). */
  excerpt: string;
}

export interface SearchEngine {
  /** Fetches the search's script and index entry ahead of the first query. */
  preload(): Promise<void>;
  search(query: string): Promise<SearchHit[]>;
}

/** The part of Pagefind's browser API the site uses (pagefind.js, written by the build). */
interface PagefindModule {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

/** Where the build writes the index (server/search-index/build-index.ts) and the server serves it. */
export const PAGEFIND_BASE = "/pagefind/";
/** The results shown: each costs one small fetch. */
export const MAX_RESULTS = 8;

/** Pagefind, loaded on first use: its script, its WebAssembly and its index never ride on a page. */
export function pagefindEngine(load = () => importPagefind()): SearchEngine {
  let ready: Promise<PagefindModule> | undefined;
  const pagefind = () => {
    ready ??= load().then(async (module) => {
      await module.options({ excerptLength: 20 });
      await module.init();
      return module;
    });
    // A failed load is tried again on the next query.
    ready.catch(() => (ready = undefined));
    return ready;
  };
  return {
    preload: async () => void (await pagefind()),
    async search(query) {
      const found = await (await pagefind()).search(query);
      const data = await Promise.all(
        (found?.results ?? []).slice(0, MAX_RESULTS).map((result) => result.data()),
      );
      return data.map(toHit);
    },
  };
}

function toHit({ url, excerpt, meta }: PagefindData): SearchHit {
  return {
    url,
    title: meta.title || url,
    kind: isSearchResultKind(meta.kind) ? meta.kind : "page",
    excerpt,
  };
}

const importPagefind = () =>
  import(/* @vite-ignore */ `${PAGEFIND_BASE}pagefind.js`) as Promise<PagefindModule>;
