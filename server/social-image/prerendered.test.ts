import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { render } from "./index";
import { pngSize } from "./png";
import { decodeEntities } from "#server/html-text";
import { pageImageMeta, renderPrerenderedImages } from "./prerendered";

const page = (title: string, description: string, image: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${title}</title>` +
  `<meta name="description" content="${description}"/>` +
  `<meta property="og:title" content="${title}"/>` +
  `<meta property="og:image" content="${image}"/></head><body></body></html>`;

describe("pageImageMeta", () => {
  it("reads the image path, the title without the brand and the description", () => {
    const html = page(
      "Terms &amp; Conditions | Brand",
      "What &quot;we&quot; promise &#x27;you&#x27;.",
      "https://site.example/og/terms.png",
    );
    expect(pageImageMeta(html, "Brand")).toEqual({
      imagePath: "/og/terms.png",
      title: "Terms & Conditions",
      description: `What "we" promise 'you'.`,
    });
  });

  it("keeps a title that is the brand alone", () => {
    const html = page("Brand", "Home.", "https://site.example/og/index.png");
    expect(pageImageMeta(html, "Brand")?.title).toBe("Brand");
  });

  it("skips a page whose image the site does not draw", () => {
    expect(pageImageMeta(page("A | Brand", "B", "https://x.example/og-image.png"), "Brand")).toBe(
      undefined,
    );
    expect(pageImageMeta("<html><head></head></html>", "Brand")).toBeUndefined();
  });

  it("decodes named and numeric entities and leaves unknown ones", () => {
    expect(decodeEntities("&lt;a&gt; &#233; &#xE9; &nope;")).toBe("<a> é é &nope;");
  });
});

describe("renderPrerenderedImages", () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes one image per page where its og:image points, once for pages sharing it", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "og-build-"));
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), html);
    };
    const pricing = page("Pricing | Brand", "Plans for every team.", "http://a/og/pricing.png");
    write("pricing/index.html", pricing);
    write("prices/index.html", pricing);
    write(
      "channels/voice/index.html",
      page("Voice | Brand", "Calls.", "http://a/og/channels/voice.png"),
    );
    write("escape/index.html", page("X | Brand", "Y", "http://a/og/../../outside.png"));

    const result = await renderPrerenderedImages(dir, "Brand");

    expect(result.files.map((file) => path.relative(dir, file)).sort()).toEqual([
      path.join("og", "channels", "voice.png"),
      path.join("og", "pricing.png"),
    ]);
    const written = fs.readFileSync(path.join(dir, "og", "pricing.png"));
    expect(pngSize(written)).toEqual({ width: 1200, height: 630 });
    expect(written.equals(await render("Pricing", "Plans for every team."))).toBe(true);
    expect(fs.existsSync(path.join(dir, "..", "outside.png"))).toBe(false);
  });
});
