import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The lint rule behind typed links (eslint.config.js, docs/decisions/0010-typed-links.md): a path of
 * this site is written with href() from app/shared/site-map/href.ts, never as a literal, in app/ and server/.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });
});

/** The messages of the typed-links rule for `code` linted as if it were the file `filePath`. */
async function sitePathProblems(code: string, filePath = "app/features/example/example.tsx") {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-syntax")
    .map((message) => code.split("\n")[message.line - 1]?.trim());
}

describe("the typed-links lint rule", () => {
  it("refuses literal paths of the site's routes, with a query or a fragment too", async () => {
    const code = [
      `export const a = "/contact";`,
      `export const b = { to: "/pricing#faq" };`,
      "export const c = (slug: string) => `/channels/${slug}`;",
      `export const d = "/blog/rss.xml";`,
      `export const e = { href: "/" };`,
      `export const f = (x?: string) => x ?? "/";`,
    ].join("\n");
    expect(await sitePathProblems(code)).toEqual(code.split("\n"));
  });

  it("refuses them in server code as well", async () => {
    const code = `export const link = { label: "Pricing", href: "/pricing" };`;
    expect(await sitePathProblems(code, "server/bundled-platform/studio/example.ts")).toEqual([
      code,
    ]);
  });

  it("accepts href() and paths that are not the site's pages", async () => {
    const code = [
      `import { href } from "#app/shared/site-map/href";`,
      `export const a = href("/contact");`,
      `export const b = href("/channels/:name", { name: "shopify" });`,
      'export const c = `${href("/pricing")}#faq`;',
      `export const d = ["/api/blogs", "/studio", "/chat/SMSDemo", "/template/1", "/favicon.svg"];`,
      `export const e = ["/og/index.png", "/templates-old", "/blogs/getAllBlogs", "/month"];`,
      `export const f = "a/b".split("/");`,
    ].join("\n");
    expect(await sitePathProblems(code)).toEqual([]);
  });

  it("leaves tests and the site map, which derive or request literal paths on purpose", async () => {
    const code = `export const paths = ["/contact", "/admin"];`;
    expect(await sitePathProblems(code, "app/features/example/example.test.ts")).toEqual([]);
    expect(await sitePathProblems(code, "app/shared/site-map/site-paths.ts")).toEqual([]);
    expect(await sitePathProblems(code, "app/shared/site-map/example.ts")).toEqual([code, code]);
  });
});
