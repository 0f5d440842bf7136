import { describe, expect, it } from "vitest";

import { toBlogListItem, toBlogPostView } from "#app/features/blog/blog.server";
import { blogPostSchema } from "#app/shared/platform/platform.schema";
import { readContentFiles } from "#server/content-sync/files";
import { makeContentDir } from "#server/content-sync/test-fixture";
import { toApiPost } from "#server/bundled-platform/api/content";

/** A post of the content files as the API answers it (server/bundled-platform/api/content.ts). */
const asApiPost = (post: ReturnType<typeof readContentFiles>["posts"][number]) =>
  blogPostSchema.parse(toApiPost({ post, category: null }));

describe("content files as the site shows them", () => {
  it("a fenced JSON description: the list shows its summary, the post its body", () => {
    const fenced = readContentFiles().posts.find(
      (post) => post.slug === "measuring-ai-agent-performance-metrics",
    )!;
    const item = toBlogListItem(asApiPost(fenced));
    expect(item.description).toMatch(/^A practical guide to the handful of metrics/);
    expect(toBlogPostView(asApiPost(fenced)).bodyHtml).toContain("<h2>Containment rate</h2>");
  });

  it("leaves HTML in Markdown to the site's sanitizer, which removes scripts and javascript: links", () => {
    const content = makeContentDir();
    content.writePost(
      "xss",
      {},
      '<script>alert(1)</script>\n\n[click](javascript:alert(2)) <img src=x onerror="alert(3)">',
    );
    const [post] = readContentFiles(content.dir).posts;
    const body = toBlogPostView(asApiPost(post!)).bodyHtml;
    expect(body).not.toMatch(/<script|javascript:|onerror/i);
  });
});
