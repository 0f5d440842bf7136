// Build step (scripts/build-server.mjs, after the pages are prerendered): the site search's index.
// Pagefind reads every prerendered page and the templates and posts of content/, and writes the
// index with its browser script and worker into build/client/pagefind/, which the server sends
// as static files (server/http/assets/search-index.ts): no server work per query.
import fs from "node:fs";
import path from "node:path";

import * as pagefind from "pagefind";

import { sitePrerenderPaths } from "#app/features/sitemap/site-pages";
import { getConfig } from "#server/config";
import { readContentFiles } from "#server/content-sync/files";
import { SEARCH_INDEX_PATH } from "#server/http/assets/search-index";
import {
  contentDocuments,
  indexedPagePaths,
  pageKind,
  withSearchMeta,
  type SearchDocument,
} from "./search-index/records";

const started = performance.now();
const clientDir = path.resolve("build/client");
const outputPath = path.join(clientDir, SEARCH_INDEX_PATH);

const created = await pagefind.createIndex({ forceLanguage: "en" });
const index = created.index;
if (!index) throw new Error(`the search index: ${created.errors.join("; ")}`);
const add = async ({ url, html }: SearchDocument) => {
  const { errors } = await index.addHTMLFile({ url, content: html });
  if (errors.length) throw new Error(`the search index, ${url}: ${errors.join("; ")}`);
};

const pages = indexedPagePaths(sitePrerenderPaths);
for (const pagePath of pages) {
  const file = path.join(clientDir, pagePath === "/" ? "" : pagePath, "index.html");
  await add({
    url: pagePath,
    html: withSearchMeta(fs.readFileSync(file, "utf8"), pageKind(pagePath)),
  });
}
const content = contentDocuments(readContentFiles(getConfig().content.dir));
for (const document of content) await add(document);

fs.rmSync(outputPath, { recursive: true, force: true });
const written = await index.writeFiles({ outputPath });
if (written.errors.length) throw new Error(`the search index: ${written.errors.join("; ")}`);
await pagefind.close();
// Only the search itself is served, not Pagefind's ready-made interfaces.
for (const name of fs.readdirSync(outputPath)) {
  if (/^pagefind-(.*ui|highlight)\./.test(name)) fs.rmSync(path.join(outputPath, name));
}
console.log(
  `indexed ${pages.length} pages and ${content.length} templates, posts and data pages for the site search in ${Math.round(performance.now() - started)} ms`,
);
