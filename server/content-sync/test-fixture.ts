import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A throw-away content directory for tests: two categories, one template, and posts written
 * with `writePost`. Images are https URLs so that no media files are needed.
 */
export function makeContentDir() {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-test-")), "content");
  fs.mkdirSync(path.join(dir, "blog"), { recursive: true });
  const write = (relative: string, text: string) =>
    fs.writeFileSync(path.join(dir, relative), text);
  write(
    "blog/categories.json",
    JSON.stringify([
      { key: "news", name: "News" },
      { key: "guides", name: "Guides" },
    ]),
  );
  write(
    "templates.json",
    JSON.stringify([
      {
        key: "faq-bot",
        name: "FAQ Bot",
        category: "chatbot",
        tags: ["faq"],
        bannerImage: "https://cdn.example.com/faq.svg",
        description: "<p>Answers questions.</p>",
      },
    ]),
  );
  return {
    dir,
    write,
    remove: (relative: string) => fs.rmSync(path.join(dir, relative)),
    /** content/blog/<stem>.md from front matter fields (YAML values as written) and a body. */
    writePost(stem: string, fields: Record<string, string>, body = "Some **text**.") {
      const frontMatter = Object.entries({
        title: `"Post ${stem}"`,
        category: "news",
        image: "https://cdn.example.com/post.svg",
        readTime: '"3 min read"',
        publishedAt: "2025-01-01T10:00:00Z",
        ...fields,
      })
        .filter(([, value]) => value !== "")
        .map(([key, value]) => `${key}: ${value}`)
        .join("\n");
      write(`blog/${stem}.md`, `---\n${frontMatter}\n---\n\n${body}\n`);
    },
  };
}
