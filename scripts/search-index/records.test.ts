import { describe, expect, it } from "vitest";

import { sitePrerenderPaths } from "#app/features/sitemap/site-pages";
import type { ContentFiles } from "#server/content-sync/files";
import { contentDocuments, indexedPagePaths, pageKind, pageTitle, withSearchMeta } from "./records";

describe("the pages the site search indexes", () => {
  it("takes every prerendered page once, under its canonical path", () => {
    const paths = indexedPagePaths(sitePrerenderPaths);
    expect(paths).toContain("/");
    expect(paths).toContain("/privacy-policy");
    expect(paths).toContain("/channels/hubspot");
    expect(paths).not.toContain("/privacy");
    expect(paths).not.toContain("/demo/WhatsAppDemo");
  });

  it("says what each page is", () => {
    expect(pageKind("/")).toBe("page");
    expect(pageKind("/about")).toBe("page");
    expect(pageKind("/pay-as-you-go")).toBe("pricing");
    expect(pageKind("/industry/healthcare")).toBe("industry");
    expect(pageKind("/industry-use-cases")).toBe("industry");
    expect(pageKind("/channels/whatsapp")).toBe("channel");
    expect(pageKind("/channels/hubspot")).toBe("integration");
    expect(pageKind("/integrations")).toBe("integration");
    expect(pageKind("/demo/VoiceDemo")).toBe("demo");
    expect(pageKind("/terms")).toBe("legal");
  });

  it("names a result like the page's tab, without the site's name", () => {
    expect(pageTitle("<title>Pricing Plans | AI Agent Platform</title>")).toBe("Pricing Plans");
    expect(pageTitle("<title>Security &amp; Compliance | AI Agent Platform</title>")).toBe(
      "Security & Compliance",
    );
    expect(pageTitle("<title>AI Agent Platform</title>")).toBe("AI Agent Platform");
    expect(pageTitle("<p>none</p>")).toBeUndefined();
  });

  it("puts the kind and the name into the page's head, where Pagefind reads metadata", () => {
    expect(
      withSearchMeta(
        '<html><head lang="en"><title>"R&amp;D" | AI Agent Platform</title></head></html>',
        "pricing",
      ),
    ).toBe(
      '<html><head lang="en"><meta data-pagefind-meta="kind:pricing"><meta data-pagefind-meta="title[content]" content="&#34;R&#38;D&#34;"><title>"R&amp;D" | AI Agent Platform</title></head></html>',
    );
    expect(() => withSearchMeta("<p>no head</p>", "page")).toThrow();
  });
});

const template = (fields: Partial<ContentFiles["templates"][number]>) => ({
  id: "t1",
  name: "Returns & Refunds Assistant",
  description: "<p>Guides shoppers through <strong>refunds</strong>.</p>",
  tags: ["e-commerce", "<support>"],
  category: "customer-service",
  bannerImage: "/media/templates/a.svg",
  sample: null,
  position: 0,
  ...fields,
});
const post = (fields: Partial<ContentFiles["posts"][number]>) => ({
  id: "p1",
  slug: "first-post" as string | null,
  title: "RAG <explained>",
  description: "<p>Retrieval augmented generation.</p>",
  image: null,
  readTime: "5 min read",
  author: null,
  categoryId: "c1",
  createdAt: new Date("2025-01-01"),
  updatedAt: null,
  draft: false,
  ...fields,
});

describe("the templates and posts the site search indexes", () => {
  const documents = contentDocuments({
    templates: [template({})],
    posts: [
      post({}),
      post({ id: "p2", slug: null, title: "By id" }),
      post({ id: "p3", slug: "secret", draft: true }),
      post({
        id: "p4",
        slug: "fenced",
        title: "Fenced",
        description:
          '```json\n{"title":"Fenced","description":"<p>Short.</p>","content":"<p>The whole article.</p>"}\n```',
      }),
    ],
  });
  const byUrl = (url: string) => documents.find((document) => document.url === url);

  it("finds a template on the gallery filtered to its name", () => {
    const found = byUrl("/templates?q=Returns+%26+Refunds+Assistant");
    expect(found?.html).toContain('data-pagefind-meta="kind:template"');
    expect(found?.html).toContain("<h1>Returns &#38; Refunds Assistant</h1>");
    expect(found?.html).toContain("<strong>refunds</strong>");
    expect(found?.html).toContain("<li>&#60;support&#62;</li>");
  });

  it("links each published post by its slug, else its id, and leaves drafts out", () => {
    expect(byUrl("/blog/first-post")?.html).toContain("<h1>RAG &#60;explained&#62;</h1>");
    expect(byUrl("/blog/first-post")?.html).toContain('data-pagefind-meta="kind:post"');
    expect(byUrl("/blog/p2")).toBeDefined();
    expect(byUrl("/blog/secret")).toBeUndefined();
    expect(byUrl("/blog/fenced")?.html).toContain("The whole article.");
  });

  it("indexes the gallery and the blog themselves, which are not prerendered", () => {
    expect(byUrl("/templates")?.html).toContain("<h1>AI Agent Templates</h1>");
    expect(byUrl("/blog")?.html).toContain("<h1>Blog</h1>");
  });
});
