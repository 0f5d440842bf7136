import { describe, expect, it } from "vitest";

import { absoluteUrl, buildMeta, pageTitle, socialImagePath } from "./seo";

const find = (tags: ReturnType<typeof buildMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;

describe("buildMeta", () => {
  const tags = buildMeta("https://site.example", {
    title: "Pricing Plans",
    description: "Plans and prices.",
    path: "/pricing",
    keywords: ["pricing"],
  });

  it("sets the title with the brand and the description", () => {
    expect(tags[0]).toEqual({ title: "Pricing Plans | AI Agent Platform" });
    expect(find(tags, "name", "description")?.content).toBe("Plans and prices.");
  });

  it("merges page and site keywords without duplicates", () => {
    const keywords = find(tags, "name", "keywords")?.content?.split(", ") ?? [];
    expect(keywords[0]).toBe("pricing");
    expect(keywords).toContain("conversational AI");
    expect(new Set(keywords).size).toBe(keywords.length);
  });

  it("builds the canonical link and Open Graph URL from SITE_URL and the path", () => {
    expect(find(tags, "rel", "canonical")).toMatchObject({
      tagName: "link",
      href: "https://site.example/pricing",
    });
    expect(find(tags, "property", "og:url")?.content).toBe("https://site.example/pricing");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("names an alias's target as the canonical address and image", () => {
    const aliasTags = buildMeta("https://site.example", {
      title: "WhatsApp Demo",
      description: "Demo.",
      path: "/demo/WhatsAppDemo",
    });
    expect(find(aliasTags, "rel", "canonical")?.href).toBe(
      "https://site.example/demo/WhatsappDemo",
    );
    expect(find(aliasTags, "property", "og:url")?.content).toBe(
      "https://site.example/demo/WhatsappDemo",
    );
    expect(find(aliasTags, "property", "og:image")?.content).toBe(
      "https://site.example/og/demo/WhatsappDemo.png",
    );
  });

  it("points Open Graph and Twitter at the page's own 1200×630 PNG, described by its title", () => {
    expect(find(tags, "property", "og:image")?.content).toBe("https://site.example/og/pricing.png");
    expect(find(tags, "name", "twitter:image")?.content).toBe(
      "https://site.example/og/pricing.png",
    );
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "property", "og:image:type")?.content).toBe("image/png");
    expect(find(tags, "property", "og:image:alt")?.content).toBe(
      "Pricing Plans | AI Agent Platform",
    );
    expect(find(tags, "name", "twitter:image:alt")?.content).toBe(
      "Pricing Plans | AI Agent Platform",
    );
  });

  it("gives a page that is not indexed the site's default image", () => {
    const missing = buildMeta("https://site.example", {
      title: "Page not found",
      description: "Nothing here.",
      path: "/nowhere",
      noindex: true,
    });
    expect(find(missing, "property", "og:image")?.content).toBe(
      "https://site.example/og-image.png",
    );
  });

  it("keeps a given image and announces no size or type for it", () => {
    const given = buildMeta("https://site.example", {
      title: "Post",
      description: "A post.",
      path: "/blog/post",
      image: "https://cdn.example/cover.svg",
    });
    expect(find(given, "property", "og:image")?.content).toBe("https://cdn.example/cover.svg");
    expect(find(given, "property", "og:image:width")).toBeUndefined();
    expect(find(given, "property", "og:image:type")).toBeUndefined();
  });

  it("adds article and robots tags only when asked", () => {
    expect(find(tags, "property", "article:published_time")).toBeUndefined();
    expect(find(tags, "name", "robots")).toBeUndefined();
    const article = buildMeta("https://site.example", {
      title: "Post",
      description: "A post.",
      path: "/blog/post",
      type: "article",
      publishedTime: "2025-01-05T10:00:00.000Z",
      noindex: true,
    });
    expect(find(article, "property", "og:type")?.content).toBe("article");
    expect(find(article, "property", "article:published_time")?.content).toBe(
      "2025-01-05T10:00:00.000Z",
    );
    expect(find(article, "name", "robots")?.content).toBe("noindex");
  });

  it("keeps the brand alone as the home page's title", () => {
    expect(pageTitle("AI Agent Platform")).toBe("AI Agent Platform");
  });
});

describe("helpers", () => {
  it("names each page's social image after its canonical path", () => {
    expect(socialImagePath("/")).toBe("/og/index.png");
    expect(socialImagePath("/pricing")).toBe("/og/pricing.png");
    expect(socialImagePath("/channels/whatsapp")).toBe("/og/channels/whatsapp.png");
    expect(socialImagePath("/blog/my%20post")).toBe("/og/blog/my%20post.png");
  });

  it("resolves paths and keeps absolute URLs", () => {
    expect(absoluteUrl("https://a.example", "/x")).toBe("https://a.example/x");
    expect(absoluteUrl("https://a.example", "https://cdn.example/i.png")).toBe(
      "https://cdn.example/i.png",
    );
  });
});
