import { describe, expect, it } from "vitest";

import {
  ALL_CATEGORIES,
  authorName,
  blogQuery,
  bodyHtmlSource,
  DEFAULT_AUTHOR,
  excerpt,
  filterPosts,
  formatPostDate,
  isoDate,
  listDescriptionHtml,
  matchesPost,
  parseFencedJson,
  postPath,
  readTimeLabel,
} from "./blog";

const fenced = (json: string, lang = "json") => `\`\`\`${lang}\n${json}\n\`\`\``;

describe("parseFencedJson (JSON-in-code-fence descriptions)", () => {
  it("reads title, description and content of a valid fence", () => {
    const value = fenced('{"title":"T","description":"D","content":"<p>C</p>","other":1}');
    expect(parseFencedJson(value)).toEqual({ title: "T", description: "D", content: "<p>C</p>" });
  });

  it("accepts a fence without a language and surrounding whitespace", () => {
    expect(parseFencedJson(`  \n${fenced('{"description":"D"}', "")}\n `)).toEqual({
      description: "D",
    });
  });

  it("leaves out missing and non-string fields", () => {
    expect(parseFencedJson(fenced('{"title":"T","content":42}'))).toEqual({ title: "T" });
  });

  it.each([
    ["plain HTML", "<p>Hello</p>"],
    ["invalid JSON", fenced('{"title": "T",')],
    ["a JSON array", fenced('["a"]')],
    ["a JSON string", fenced('"text"')],
    ["JSON null", fenced("null")],
    ["an unclosed fence", '```json\n{"title":"T"}'],
    ["text around the fence", `Intro ${fenced('{"title":"T"}')}`],
  ])("returns null for %s", (_name, value) => {
    expect(parseFencedJson(value)).toBeNull();
  });
});

describe("list description and post body of a fenced post", () => {
  const full = fenced('{"description":"Short","content":"<p>Body</p>"}');

  it("the list uses the fenced description", () => {
    expect(listDescriptionHtml(full)).toBe("Short");
  });

  it("the post page renders content, else the description", () => {
    expect(bodyHtmlSource(full)).toBe("<p>Body</p>");
    expect(bodyHtmlSource(fenced('{"description":"Only"}'))).toBe("Only");
  });

  it("falls back to content for the list, and to the whole value when not fenced", () => {
    expect(listDescriptionHtml(fenced('{"content":"<p>C</p>"}'))).toBe("<p>C</p>");
    expect(listDescriptionHtml("<p>Plain</p>")).toBe("<p>Plain</p>");
    expect(bodyHtmlSource("<p>Plain</p>")).toBe("<p>Plain</p>");
  });

  it("shows an invalid fence as it is (it is then just text)", () => {
    const broken = fenced('{"description": ');
    expect(listDescriptionHtml(broken)).toBe(broken);
  });
});

describe("authorName (default author 'Admin')", () => {
  it.each([
    [undefined, "Admin"],
    [null, "Admin"],
    ["", "Admin"],
    ["   ", "Admin"],
    ["Maya Fernandes", "Maya Fernandes"],
    ["  Tomás Herrera ", "Tomás Herrera"],
  ])("%j → %s", (author, expected) => {
    expect(authorName(author)).toBe(expected);
  });

  it("the default is 'Admin'", () => {
    expect(DEFAULT_AUTHOR).toBe("Admin");
  });
});

describe("formatPostDate (long US style, in UTC)", () => {
  it.each([
    ["2025-01-05T00:00:00.000Z", "January 5, 2025"],
    ["2025-01-05T23:59:59.000Z", "January 5, 2025"],
    ["2025-02-11T09:30:00.000Z", "February 11, 2025"],
    ["2024-12-31T23:30:00-05:00", "January 1, 2025"],
    ["2026-02-17", "February 17, 2026"],
  ])("%s → %s", (iso, expected) => {
    expect(formatPostDate(iso)).toBe(expected);
  });

  it("prints what Intl.DateTimeFormat prints, for dates of years 1 to 9999", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    // Date.UTC maps years 0–99 to 1900–1999, so year 1 is set on its own.
    const first = new Date(0).setUTCFullYear(1, 0, 1);
    const span = Date.UTC(9999, 11, 31, 23, 59, 59) - first;
    const dates = [new Date(first), new Date(first + span)];
    for (let i = 1; i < 3000; i++) dates.push(new Date(first + Math.floor((span * i) / 3000)));
    for (let day = 0; day < 800; day++) dates.push(new Date(Date.UTC(2024, 0, 1 + day, 23, 59)));
    for (const date of dates) expect(formatPostDate(date.toISOString())).toBe(intl.format(date));
  });

  it.each([undefined, null, "", "not a date", "-000001-06-01T00:00:00Z", "0000-06-01"])(
    "gives null for %j",
    (value) => {
      expect(formatPostDate(value)).toBeNull();
    },
  );

  it("isoDate normalizes or rejects", () => {
    expect(isoDate("2026-02-17")).toBe("2026-02-17T00:00:00.000Z");
    expect(isoDate("soon")).toBeNull();
    expect(isoDate(null)).toBeNull();
  });
});

describe("readTimeLabel, postPath, excerpt", () => {
  it("shows read times", () => {
    expect(readTimeLabel("5 min read")).toBe("5 min read");
    expect(readTimeLabel(7)).toBe("7 min read");
    expect(readTimeLabel("4")).toBe("4 min read");
    expect(readTimeLabel(null)).toBeNull();
    expect(readTimeLabel(" ")).toBeNull();
  });

  it("links by slug, else by id", () => {
    expect(postPath({ _id: "abc", slug: "hello-world" })).toBe("/blog/hello-world");
    expect(postPath({ _id: "abc", slug: null })).toBe("/blog/abc");
    expect(postPath({ _id: "abc", slug: "  " })).toBe("/blog/abc");
    expect(postPath({ _id: "a/b c" })).toBe("/blog/a%2Fb%20c");
  });

  it("cuts long text at a word with an ellipsis", () => {
    expect(excerpt("short", 10)).toBe("short");
    expect(excerpt("one two three four", 10)).toBe("one two…");
    expect(excerpt("abcdefghijklmnop", 10)).toBe("abcdefghij…");
  });
});

describe("blog filter (docs/requirements/blog.md)", () => {
  const posts = [
    {
      title: "Knowledge Base Sync",
      description: "Keep agents fresh.",
      category: "Product Updates",
    },
    { title: "Handoffs", description: "Design a HUMAN handoff.", category: "Customer Experience" },
    { title: "No category", description: "Orphan post.", category: null },
  ];

  // "search text in title or description (case-insensitive) and category All or equal to
  // the post's category name"
  it.each([
    ["", ALL_CATEGORIES, 3],
    ["knowledge", ALL_CATEGORIES, 1],
    ["KNOWLEDGE", ALL_CATEGORIES, 1],
    ["human", ALL_CATEGORIES, 1],
    ["post", ALL_CATEGORIES, 1],
    ["  handoff ", ALL_CATEGORIES, 1],
    ["", "Product Updates", 1],
    ["", "Customer Experience", 1],
    ["knowledge", "Customer Experience", 0],
    ["", "product updates", 0],
    ["nothing like this", ALL_CATEGORIES, 0],
  ])("search %j in category %j → %i posts", (search, category, count) => {
    expect(filterPosts(posts, search, category)).toHaveLength(count);
  });

  it("a post without a category only appears under All", () => {
    expect(matchesPost(posts[2]!, "", ALL_CATEGORIES)).toBe(true);
    expect(matchesPost(posts[2]!, "", "Guides")).toBe(false);
  });
});

describe("blogQuery", () => {
  it("reads q and category with defaults", () => {
    expect(blogQuery(new URLSearchParams(""))).toEqual({ q: "", category: "All" });
    expect(blogQuery(new URLSearchParams("q=rag&category=Guides"))).toEqual({
      q: "rag",
      category: "Guides",
    });
  });

  it("takes the last category (the no-JS form sends current, then chosen)", () => {
    expect(blogQuery(new URLSearchParams("category=Guides&category=All")).category).toBe("All");
  });
});
