import { describe, expect, it } from "vitest";

import { ContentFileError, readContentFiles } from "./files";
import { stableId } from "./ids";
import { makeContentDir } from "./test-fixture";

const errorOf = (dir: string): string => {
  try {
    readContentFiles(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentFileError);
    return (error as Error).message;
  }
  throw new Error("the files were accepted");
};

describe("the repository's content files", () => {
  const files = readContentFiles();

  it("hold the site's posts, templates and categories, with the ids links already use", () => {
    expect(files.posts).toHaveLength(9);
    expect(files.templates).toHaveLength(28);
    expect(files.categories.map((category) => category.name)).toEqual([
      "Product Updates",
      "Customer Experience",
      "AI & Automation",
      "Guides",
    ]);
    // Published by id (no slug), opened by id in links and tests, and a studio template link.
    const ids = files.posts.map((post) => post.id);
    expect(ids).toEqual(
      expect.arrayContaining(["94a6ed19b20dd5ae7bbdcaa6", "8f3f1f6c95a497fdd8c5e70b"]),
    );
    expect(files.templates.map((template) => template.id)).toContain("4ee1427be6d32565930ea10d");
  });

  it("keep the special posts: no author, no slug, a fenced JSON description", () => {
    expect(files.posts.some((post) => post.author === null)).toBe(true);
    expect(files.posts.some((post) => post.slug === null)).toBe(true);
    const fenced = files.posts.find(
      (post) => post.slug === "measuring-ai-agent-performance-metrics",
    )!;
    expect(fenced.description.startsWith("```json\n")).toBe(true);
    // How the site shows it: tests/integration/content-rendering.test.ts.
  });

  it("render Markdown to the HTML the site showed before", () => {
    const post = files.posts.find((p) => p.slug === "introducing-knowledge-base-sync")!;
    expect(post.description).toContain(
      "Today we are launching <strong>Knowledge Base Sync</strong>",
    );
    expect(post.description).toContain(
      '<a href="https://example.com/docs/knowledge-base-sync">Knowledge Base Sync documentation</a>',
    );
    expect(post.description).toMatch(/<ul>\s*<li><strong>Websites and help centers<\/strong>/);
  });
});

describe("reading content files", () => {
  it("derives a stable 24-hex id from the file name when a post has none", () => {
    const content = makeContentDir();
    content.writePost("hello-world", { slug: "hello" });
    const first = readContentFiles(content.dir).posts[0]!;
    expect(first.id).toBe(stableId("post", "hello-world"));
    expect(first.id).toMatch(/^[0-9a-f]{24}$/);
    // Editing the post keeps its id.
    content.writePost("hello-world", { slug: "hello", title: '"Renamed"' }, "Other text.");
    expect(readContentFiles(content.dir).posts[0]!.id).toBe(first.id);
    expect(readContentFiles(content.dir).templates[0]!.id).toBe(stableId("template", "faq-bot"));
    expect(readContentFiles(content.dir).categories[0]!.id).toBe(stableId("category", "news"));
  });

  it("reads the front matter: optional author and slug, category by key or name, draft, dates", () => {
    const content = makeContentDir();
    content.writePost("a", { category: "Guides", draft: "true", publishedAt: "2025-03-01" });
    const [post] = readContentFiles(content.dir).posts;
    expect(post).toMatchObject({
      slug: null,
      author: null,
      draft: true,
      categoryId: stableId("category", "guides"),
      createdAt: new Date("2025-03-01T00:00:00Z"),
      description: "<p>Some <strong>text</strong>.</p>",
    });
  });

  it.each([
    [{ publishedAt: "next tuesday" }, "content/blog/p.md: publishedAt: must be a date"],
    [{ publishAt: "2025-01-01" }, "content/blog/p.md: publishAt: unknown field"],
    [{ title: "" }, "content/blog/p.md: title:"],
    [{ slug: "Not A Slug" }, "content/blog/p.md: slug: must be lowercase"],
    [{ draft: "maybe" }, "content/blog/p.md: draft:"],
    [{ id: '"123"' }, "content/blog/p.md: id: must be 24 lowercase hex characters"],
    [
      { category: "recipes" },
      'content/blog/p.md: category: "recipes" is not in content/blog/categories.json',
    ],
    [
      { image: "/media/blog/missing.svg" },
      "content/blog/p.md: image: /media/blog/missing.svg is not in content/media",
    ],
  ])("names the file and the field of a wrong front matter (%j)", (fields, message) => {
    const content = makeContentDir();
    content.writePost("p", fields);
    expect(errorOf(content.dir)).toContain(message);
  });

  it("reads updatedAt, and refuses one in the future (it dates the content's version)", () => {
    const content = makeContentDir();
    content.writePost("edited", { updatedAt: "2025-03-01T08:00:00Z" });
    const files = readContentFiles(content.dir);
    expect(files.posts[0]!.updatedAt).toEqual(new Date("2025-03-01T08:00:00Z"));
    expect(files.version).toMatchObject({
      revision: new Date("2025-03-01T08:00:00Z"),
      source: "updatedAt",
    });
    expect(files.version.hash).toMatch(/^[0-9a-f]{64}$/);
    content.writePost("edited", { updatedAt: "2999-01-01" });
    expect(errorOf(content.dir)).toContain(
      "content/blog/edited.md: updatedAt: must not be in the future",
    );
  });

  it("reads content/redirects.json, and refuses chains, loops and moving a live post", () => {
    const content = makeContentDir();
    content.writePost("moved", { slug: "new-slug" });
    expect(readContentFiles(content.dir).redirects).toEqual([]);
    content.write(
      "redirects.json",
      JSON.stringify([
        { from: "/blog/old-slug", to: "/blog/new-slug" },
        { from: "/press", to: "https://company.example.com/press" },
      ]),
    );
    expect(readContentFiles(content.dir).redirects).toEqual([
      { fromPath: "/blog/old-slug", toPath: "/blog/new-slug" },
      { fromPath: "/press", toPath: "https://company.example.com/press" },
    ]);
    const refused = (entries: unknown) => {
      content.write("redirects.json", JSON.stringify(entries));
      return errorOf(content.dir);
    };
    expect(refused([{ from: "/a", to: "/a" }])).toContain("[0].from: redirects to itself");
    expect(
      refused([
        { from: "/a", to: "/b" },
        { from: "/b", to: "/c" },
      ]),
    ).toContain("[0].from: redirects to /b, which is moved too");
    expect(refused([{ from: "/blog/new-slug", to: "/blog" }])).toContain(
      "/blog/new-slug is still the address of a post",
    );
    expect(refused([{ from: "/old?x=1", to: "/new" }])).toContain(
      "content/redirects.json: [0].from: must be a path on this site",
    );
    expect(refused([{ from: "/old", to: "http://elsewhere.example.com" }])).toContain(
      "[0].to: must be a path on this site (/blog/new-slug) or an https:// address",
    );
    expect(
      refused([
        { from: "/a", to: "/b" },
        { from: "/a", to: "/c" },
      ]),
    ).toContain('from: "/a" is used twice');
  });

  it("names the file for a post without front matter or text, and for duplicate slugs", () => {
    const content = makeContentDir();
    content.write("blog/bare.md", "Just text.\n");
    expect(errorOf(content.dir)).toContain("content/blog/bare.md: front matter missing");
    content.remove("blog/bare.md");
    content.writePost("empty", {}, "");
    expect(errorOf(content.dir)).toContain("content/blog/empty.md: the post has no text");
    content.remove("blog/empty.md");
    content.writePost("one", { slug: "same" });
    content.writePost("two", { slug: "same" });
    expect(errorOf(content.dir)).toContain(
      'content/blog/two.md: slug: "same" is used by content/blog/one.md too',
    );
  });

  it("names the file and the entry of a wrong template or category", () => {
    const content = makeContentDir();
    content.write("templates.json", JSON.stringify([{ key: "x", name: "X", tags: [] }]));
    const message = errorOf(content.dir);
    expect(message).toContain("content/templates.json: [0].category:");
    expect(message).toContain("content/templates.json: [0].description:");
    content.write(
      "blog/categories.json",
      JSON.stringify([{ key: "news", name: "News", colour: 1 }]),
    );
    expect(errorOf(content.dir)).toContain(
      "content/blog/categories.json: [0].colour: unknown field",
    );
  });
});
