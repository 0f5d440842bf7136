import fs from "node:fs";
import path from "node:path";

import { decodeEntities } from "#server/html-text";
import { render } from "./index";

interface PageImageMeta {
  imagePath: string;
  title: string;
  description: string;
}

function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, attributes = ""] of html.matchAll(/<meta\s([^>]*)>/gi)) {
    const values = new Map<string, string>();
    for (const [, name = "", value = ""] of attributes.matchAll(/([a-z:-]+)="([^"]*)"/gi)) {
      values.set(name.toLowerCase(), decodeEntities(value));
    }
    const key = values.get("property") ?? values.get("name");
    const content = values.get("content");
    if (key && content !== undefined && !tags.has(key)) tags.set(key, content);
  }
  return tags;
}

/** Undefined when the page points at an image the site does not make. */
export function pageImageMeta(html: string, siteName: string): PageImageMeta | undefined {
  const tags = metaTags(html);
  const image = tags.get("og:image");
  if (!image) return undefined;
  const imagePath = new URL(image, "http://site.invalid").pathname;
  if (!/^\/og\/.+\.png$/.test(imagePath)) return undefined;
  const fullTitle = tags.get("og:title") ?? "";
  const suffix = ` | ${siteName}`;
  const title = fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle;
  return { imagePath, title, description: tags.get("description") ?? "" };
}

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Build step: one image per prerendered page, where its og:image points. */
export async function renderPrerenderedImages(
  clientDir: string,
  siteName: string,
): Promise<{ files: string[]; bytes: number }> {
  const ogDir = path.join(clientDir, "og");
  const written = new Map<string, number>();
  for (const file of htmlFiles(clientDir)) {
    const meta = pageImageMeta(fs.readFileSync(file, "utf8"), siteName);
    if (!meta) continue;
    const target = path.join(clientDir, decodeURIComponent(meta.imagePath));
    if (written.has(target) || !target.startsWith(ogDir + path.sep)) continue;
    const png = await render(meta.title, meta.description);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, png);
    written.set(target, png.length);
  }
  return {
    files: [...written.keys()],
    bytes: [...written.values()].reduce((sum, size) => sum + size, 0),
  };
}
