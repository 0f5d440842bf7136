import fs from "node:fs";

/** The slug of the first post in content/blog with one (front matter `slug:`). */
export function firstPostSlug() {
  for (const name of fs.readdirSync("content/blog").sort()) {
    if (!name.endsWith(".md")) continue;
    const slug = /^slug:\s*(\S+)\s*$/m.exec(fs.readFileSync(`content/blog/${name}`, "utf8"));
    if (slug) return slug[1];
  }
  throw new Error("no post in content/blog has a slug");
}
