import fs from "node:fs";
import path from "node:path";

import { parse as parseYaml } from "yaml";
import type { z } from "zod";

import { fromRoot } from "#server/paths";
import { stableId } from "./ids";
import { fencedDescription, renderMarkdown } from "./markdown";
import type { TemplateSample } from "#app/shared/platform/platform.schema";
import { categoriesFile, postFrontMatter, redirectsFile, templatesFile } from "./schemas";
import { contentVersion, type ContentVersion } from "./version";
import { href } from "#app/shared/site-map/href";

export interface ContentFiles {
  categories: Array<{ id: string; name: string; position: number }>;
  templates: Array<{
    id: string;
    name: string;
    description: string;
    tags: string[];
    category: string;
    bannerImage: string;
    sample: TemplateSample | null;
    position: number;
  }>;
  posts: Array<{
    id: string;
    slug: string | null;
    title: string;
    description: string;
    image: string | null;
    readTime: string;
    author: string | null;
    categoryId: string;
    createdAt: Date;
    updatedAt: Date | null;
    draft: boolean;
  }>;
  redirects: Array<{ fromPath: string; toPath: string }>;
  version: ContentVersion;
}

export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(problems.map((problem) => `${file}: ${problem}`).join("\n"));
    this.name = "ContentFileError";
  }
}

export const defaultContentDir = fromRoot("content");

/** Throws a ContentFileError naming the file and the field for the first file that is wrong. */
export function readContentFiles(contentDir: string = defaultContentDir): ContentFiles {
  const label = (file: string) => path.relative(path.dirname(contentDir), file);
  const readJson = <T>(file: string, schema: z.ZodType<T>): T => {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (error) {
      throw new ContentFileError(label(file), [(error as Error).message]);
    }
    return check(label(file), schema, raw);
  };

  const categoriesPath = path.join(contentDir, "blog", "categories.json");
  const categoryEntries = readJson(categoriesPath, categoriesFile);
  const categories = categoryEntries.map((entry, position) => ({
    id: entry.id ?? stableId("category", entry.key),
    name: entry.name,
    position,
  }));
  unique(label(categoriesPath), "key", categoryEntries, (entry) => entry.key);
  unique(label(categoriesPath), "name", categoryEntries, (entry) => entry.name);
  unique(label(categoriesPath), "id", categories, (entry) => entry.id);
  const categoryIds = new Map<string, string>();
  categoryEntries.forEach((entry, index) => {
    categoryIds.set(entry.key, categories[index]!.id);
    categoryIds.set(entry.name, categories[index]!.id);
  });

  const templatesPath = path.join(contentDir, "templates.json");
  const templateEntries = readJson(templatesPath, templatesFile);
  const templates = templateEntries.map(({ key, id, sample, ...fields }, position) => ({
    id: id ?? stableId("template", key),
    ...fields,
    sample: sample ?? null,
    position,
  }));
  unique(label(templatesPath), "key", templateEntries, (entry) => entry.key);
  unique(label(templatesPath), "id", templates, (entry) => entry.id);
  templateEntries.forEach((entry, index) =>
    checkMedia(contentDir, label(templatesPath), `[${index}].bannerImage`, entry.bannerImage),
  );

  const blogDir = path.join(contentDir, "blog");
  const postFiles = fs
    .readdirSync(blogDir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const posts = postFiles.map((name) => {
    const file = path.join(blogDir, name);
    const post = parsePost(label(file), path.basename(name, ".md"), fs.readFileSync(file, "utf8"));
    const categoryId = categoryIds.get(post.category);
    if (!categoryId) {
      throw new ContentFileError(label(file), [
        `category: "${post.category}" is not in ${label(categoriesPath)} (one of: ${categoryEntries.map((entry) => entry.key).join(", ")})`,
      ]);
    }
    if (post.image) checkMedia(contentDir, label(file), "image", post.image);
    const { category: _category, ...row } = post;
    return { ...row, categoryId };
  });
  for (const field of ["id", "slug"] as const) {
    const firstFile = new Map<string, string>();
    posts.forEach((post, index) => {
      const value = post[field];
      if (!value) return;
      const file = label(path.join(blogDir, postFiles[index]!));
      const other = firstFile.get(value);
      if (other) throw new ContentFileError(file, [`${field}: "${value}" is used by ${other} too`]);
      firstFile.set(value, file);
    });
  }
  const redirects = readRedirects(contentDir, label, posts, readJson);
  const version = contentVersion(
    contentDir,
    posts.map((post) => post.updatedAt),
  );
  return { categories, templates, posts, redirects, version };
}

/** No chains or loops, and no live post's address moved (it would become unreachable). */
function readRedirects(
  contentDir: string,
  label: (file: string) => string,
  posts: ContentFiles["posts"],
  readJson: <T>(file: string, schema: z.ZodType<T>) => T,
): ContentFiles["redirects"] {
  const file = path.join(contentDir, "redirects.json");
  if (!fs.existsSync(file)) return [];
  const entries = readJson(file, redirectsFile);
  const where = label(file);
  unique(where, "from", entries, (entry) => entry.from);
  const moved = new Set(entries.map((entry) => entry.from));
  const live = new Map<string, string>();
  for (const post of posts) {
    if (post.draft) continue;
    live.set(href("/blog/:id", { id: post.id }), post.id);
    if (post.slug) live.set(href("/blog/:id", { id: post.slug }), post.id);
  }
  entries.forEach((entry, index) => {
    const problem =
      entry.from === entry.to
        ? "redirects to itself"
        : moved.has(entry.to)
          ? `redirects to ${entry.to}, which is moved too: point it at where ${entry.to} goes`
          : live.has(entry.from)
            ? `${entry.from} is still the address of a post: change the post's slug first`
            : undefined;
    if (problem) throw new ContentFileError(where, [`[${index}].from: ${problem}`]);
  });
  return entries.map((entry) => ({ fromPath: entry.from, toPath: entry.to }));
}

const frontMatterBlock = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function parsePost(
  file: string,
  stem: string,
  source: string,
): Omit<ContentFiles["posts"][number], "categoryId"> & { category: string } {
  const match = frontMatterBlock.exec(source.replace(/^\uFEFF/, ""));
  if (!match) {
    throw new ContentFileError(file, [
      "front matter missing: the file must start with a '---' line, the fields, and a '---' line",
    ]);
  }
  let raw: unknown;
  try {
    raw = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new ContentFileError(file, [
      `front matter is not valid YAML: ${(error as Error).message}`,
    ]);
  }
  const fields = check(file, postFrontMatter, raw ?? {});
  const body = source.replace(/^\uFEFF/, "").slice(match[0].length);
  if (!body.trim())
    throw new ContentFileError(file, ["the post has no text below the front matter"]);
  const html = renderMarkdown(body);
  return {
    id: fields.id ?? stableId("post", stem),
    slug: fields.slug ?? null,
    title: fields.title,
    description: fields.description
      ? fencedDescription({ title: fields.title, description: fields.description, content: html })
      : html,
    image: fields.image ?? null,
    readTime: fields.readTime,
    author: fields.author ?? null,
    category: fields.category,
    createdAt: new Date(fields.publishedAt),
    updatedAt: fields.updatedAt ? new Date(fields.updatedAt) : null,
    draft: fields.draft,
  };
}

function check<T>(file: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ContentFileError(
    file,
    result.error.issues.map((issue) => {
      const unknownField = issue.code === "unrecognized_keys";
      const where = fieldPath(unknownField ? [...issue.path, issue.keys.join(", ")] : issue.path);
      return `${where || "(file)"}: ${unknownField ? "unknown field (misspelt?)" : issue.message}`;
    }),
  );
}

function fieldPath(parts: readonly PropertyKey[]): string {
  return parts
    .map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`))
    .join("")
    .replace(/^\./, "");
}

function unique<T>(file: string, field: string, entries: T[], value: (entry: T) => string) {
  const seen = new Set<string>();
  for (const entry of entries) {
    const v = value(entry);
    if (seen.has(v)) throw new ContentFileError(file, [`${field}: "${v}" is used twice`]);
    seen.add(v);
  }
}

/** A local image that is not there would be a broken picture on the site. */
function checkMedia(contentDir: string, file: string, field: string, src: string) {
  if (!src.startsWith("/media/")) return;
  if (!fs.existsSync(path.join(contentDir, decodeURIComponent(src)))) {
    throw new ContentFileError(file, [`${field}: ${src} is not in content/media`]);
  }
}
