// What the site search indexes (scripts/build-search-index.ts): the prerendered pages as the
// server sends them, and the templates and posts of content/, which are rendered per request
// and so are not among the prerendered files.
import { page as blogPage } from "#app/features/blog/blog-page.copy";
import { bodyHtmlSource, postPath } from "#app/features/blog/blog";
import { page as templatesPage } from "#app/features/templates/templates-page.copy";
import { siteConfig } from "#app/shared/copy/site.copy";
import { channelPageSlugs } from "#app/shared/copy/slugs.copy";
import type { PageCopy } from "#app/shared/copy/types";
import { href } from "#app/shared/site-map/href";
import { pathAliases } from "#app/shared/site-map/path-aliases";
import type { SearchResultKind } from "#app/shared/site-search/site-search.copy";
import type { ContentFiles } from "#server/content-sync/files";
import { decodeEntities, escapeHtml } from "#server/html-text";

/** One page of the index: its URL and an HTML document Pagefind reads. */
export interface SearchDocument {
  url: string;
  html: string;
}

const sections: Array<[RegExp, SearchResultKind]> = [
  [/^\/(pricing|pay-as-you-go|roi-calculator)$/, "pricing"],
  [/^\/(industry\/|industry-use-cases$)/, "industry"],
  [new RegExp(`^/channels/(${channelPageSlugs.join("|")})$`), "channel"],
  [/^\/(channels\/|integrations$)/, "integration"],
  [/^\/demo\//, "demo"],
  [/^\/(privacy-policy|terms|cookies)$/, "legal"],
];

/** What a prerendered page is, as its result says. */
export function pageKind(path: string): SearchResultKind {
  return sections.find(([pattern]) => pattern.test(path))?.[1] ?? "page";
}

/** The prerendered pages worth a result: each once, under its canonical path. */
export function indexedPagePaths(prerendered: readonly string[]): string[] {
  return prerendered.filter((path) => !(path in pathAliases));
}

/** The page's own name: its <title> without the site's name. */
export function pageTitle(html: string): string | undefined {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  if (title === undefined) return undefined;
  const text = decodeEntities(title).trim();
  return text.endsWith(TITLE_SUFFIX) ? text.slice(0, -TITLE_SUFFIX.length) : text;
}
const TITLE_SUFFIX = ` | ${siteConfig.name}`;

/**
 * The page's HTML with its kind and name as Pagefind metadata (read anywhere in the document):
 * a result is named like the page's tab, not by its headline.
 */
export function withSearchMeta(html: string, kind: SearchResultKind): string {
  const title = pageTitle(html);
  const meta =
    `<meta data-pagefind-meta="kind:${kind}">` +
    (title ? `<meta data-pagefind-meta="title[content]" content="${escapeHtml(title)}">` : "");
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error("a prerendered page without <head>");
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

function document(title: string, kind: SearchResultKind, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta data-pagefind-meta="kind:${kind}"></head><body><main data-pagefind-body><h1>${escapeHtml(title)}</h1>${bodyHtml}</main></body></html>`;
}

/**
 * The templates (each found on the gallery filtered to its name) and the published posts, from
 * the content files the database is synced from; and the gallery's and the blog's own pages.
 */
export function contentDocuments(
  files: Pick<ContentFiles, "templates" | "posts">,
): SearchDocument[] {
  const gallery = (name: string) =>
    `${href("/templates")}?${new URLSearchParams({ q: name }).toString()}`;
  const tags = (list: readonly string[]) =>
    list.length ? `<ul>${list.map((tag) => `<li>${escapeHtml(tag)}</li>`).join("")}</ul>` : "";
  const pageOf = (page: PageCopy): SearchDocument => ({
    url: page.path,
    html: document(
      page.title,
      "page",
      [page.heading, page.intro, page.description]
        .map((text) => `<p>${escapeHtml(text)}</p>`)
        .join(""),
    ),
  });
  return [
    pageOf(templatesPage),
    pageOf(blogPage),
    ...files.templates.map((template) => ({
      url: gallery(template.name),
      html: document(template.name, "template", template.description + tags(template.tags)),
    })),
    ...files.posts
      .filter((post) => !post.draft)
      .map((post) => ({
        url: postPath({ _id: post.id, slug: post.slug }),
        html: document(post.title, "post", bodyHtmlSource(post.description)),
      })),
  ];
}
