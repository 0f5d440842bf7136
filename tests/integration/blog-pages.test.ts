import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  loadBlogList,
  loadBlogPost,
  toBlogListItem,
  toBlogPostView,
} from "#app/features/blog/blog.server";
import { renderRss } from "#app/features/blog/rss.server";
import type { BlogPost } from "#app/shared/platform/platform.schema";
import { loadTemplateCards } from "#app/features/templates/templates.server";
import { testSiteContext } from "./support/site-context";

/** The blog pages' data with the server's HTTP platform client, against a stubbed fetch. */
const site = () => testSiteContext({ API_URL: "http://api.test", OUTBOUND_TIMEOUT_MS: "1000" });
let context = site();
beforeEach(() => {
  context = site();
});

const fencedPost: BlogPost = {
  _id: "p1",
  slug: null,
  title: "Metrics",
  description:
    '```json\n{"title":"Metrics","description":"A <b>short</b> guide.","content":"<p>Body <script>alert(1)</script><a href=\\"https://x.example\\">x</a></p>"}\n```',
  image: "javascript:alert(1)",
  readTime: 6,
  author: null,
  date: "2025-01-05T10:00:00.000Z",
  createdAt: "2025-01-05T10:00:00.000Z",
  categoryId: { categoryName: "Guides" },
};

describe("blog views", () => {
  it("the list item is plain text from the fenced description, with defaults", () => {
    expect(toBlogListItem(fencedPost)).toEqual({
      id: "p1",
      href: "/blog/p1",
      title: "Metrics",
      description: "A short guide.",
      image: null,
      readTime: "6 min read",
      author: "Admin",
      date: "2025-01-05T10:00:00.000Z",
      category: "Guides",
    });
  });

  it("the post view renders the fenced content, sanitized", () => {
    const view = toBlogPostView(fencedPost);
    expect(view.bodyHtml).toBe(
      '<p>Body <a href="https://x.example" rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(view.summary).toBe("A short guide.");
    expect(view.author).toBe("Admin");
  });
});

function stubFetch(routes: Record<string, () => Response | Promise<Response>>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = new URL(url).pathname;
      const route = routes[path];
      return route ? route() : new Response("{}", { status: 404 });
    }),
  );
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the blog pages' data", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("loads categories and posts together", async () => {
    stubFetch({
      "/blogcategory/getCategories": () =>
        jsonResponse([
          { _id: "c1", categoryName: "Guides" },
          { _id: "c2", categoryName: "Guides" },
        ]),
      "/blogs/getAllBlogs": () => jsonResponse([fencedPost]),
    });
    const data = await loadBlogList(context);
    expect(data.status).toBe("ok");
    expect(data.categories).toEqual(["Guides"]);
    expect(data.posts).toHaveLength(1);
  });

  it("is an error when either call fails", async () => {
    const logged = context.log.error;
    stubFetch({
      "/blogcategory/getCategories": () => jsonResponse({ error: "boom" }, 500),
      "/blogs/getAllBlogs": () => jsonResponse([fencedPost]),
    });
    expect((await loadBlogList(context)).status).toBe("error");
    stubFetch({
      "/blogcategory/getCategories": () => jsonResponse([]),
      "/blogs/getAllBlogs": () => jsonResponse({ not: "an array" }),
    });
    expect((await loadBlogList(context)).status).toBe("error");
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it("a missing post is 'not found'; a failing call is 'unavailable' (a 503, not a 404)", async () => {
    stubFetch({});
    expect(await loadBlogPost(context, "nope")).toEqual({ status: "not-found" });
    const logged = context.log.error;
    stubFetch({ "/blogs/getBlogById/boom": () => jsonResponse({}, 503) });
    expect(await loadBlogPost(context, "boom")).toEqual({ status: "unavailable" });
    expect(logged).toHaveBeenCalledOnce();
  });

  it("templates: a failure is logged and the list is empty", async () => {
    const logged = context.log.error;
    stubFetch({ "/agentTemplate/getTemplates": () => jsonResponse({}, 500) });
    expect(await loadTemplateCards(context)).toEqual([]);
    expect(logged).toHaveBeenCalledOnce();
  });

  it("templates: descriptions are sanitized HTML plus plain text", async () => {
    stubFetch({
      "/agentTemplate/getTemplates": () =>
        jsonResponse({
          data: {
            data: [
              {
                _id: "t1",
                agentId: { name: "Bot" },
                description: '<p onclick="x()">Hi <em>there</em></p><script>bad()</script>',
                tags: ["a"],
                category: "hr",
                bannerImage: "/media/t.svg",
              },
            ],
          },
        }),
    });
    expect(await loadTemplateCards(context)).toEqual([
      {
        id: "t1",
        name: "Bot",
        descriptionHtml: "<p>Hi <em>there</em></p>",
        descriptionText: "Hi there",
        tags: ["a"],
        category: "hr",
        bannerImage: "/media/t.svg",
        // A banner without a sample is shown as it is.
        art: null,
      },
    ]);
  });
});

describe("renderRss", () => {
  it("lists posts with link, plain description, author and date, escaped", () => {
    const xml = renderRss({
      siteUrl: "https://site.example",
      title: "Blog & news",
      description: "All posts",
      posts: [
        { ...fencedPost, slug: "metrics", title: "A <b> & \u0001 title" },
        { ...fencedPost, _id: "p2", description: "<p>Second</p>", author: "Maya" },
      ],
    });
    expect(xml).toContain("<title>Blog &#38; news</title>");
    expect(xml).toContain("<link>https://site.example/blog/metrics</link>");
    expect(xml).toContain("<title>A &#60;b&#62; &#38;  title</title>");
    expect(xml).toContain("<description>A short guide.</description>");
    expect(xml).toContain("<description>Second</description>");
    expect(xml).toContain("<dc:creator>Admin</dc:creator>");
    expect(xml).toContain("<dc:creator>Maya</dc:creator>");
    expect(xml).toContain("<pubDate>Sun, 05 Jan 2025 10:00:00 GMT</pubDate>");
    expect(xml).toContain('<atom:link href="https://site.example/blog/rss.xml" rel="self"');
    expect(xml).not.toContain("<script");
  });
});
