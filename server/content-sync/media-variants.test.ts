import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { prepareMediaVariants } from "./media-variants";

async function picture(file: string, width: number, height: number) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: "#3366cc" } }).toFile(file);
}

describe("the pictures' variants", () => {
  it("makes AVIF and WebP in three widths of each raster picture, never enlarged, and keeps them", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "media-variants-"));
    const mediaDir = path.join(root, "media");
    const outDir = path.join(root, "variants");
    await picture(path.join(mediaDir, "blog", "photo.jpg"), 1600, 840);
    await picture(path.join(mediaDir, "templates", "small.png"), 300, 200);
    fs.writeFileSync(
      path.join(mediaDir, "blog", "drawing.svg"),
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
    );

    const first = await prepareMediaVariants({ mediaDir, outDir });
    expect(first).toMatchObject({ pictures: 2, made: 12, kept: 0, removed: 0 });
    for (const width of [400, 800, 1200]) {
      const expected = width;
      const avif = await sharp(path.join(outDir, `blog/photo.jpg.${width}w.avif`)).metadata();
      expect(avif).toMatchObject({ format: "heif", width: expected });
      const webp = await sharp(path.join(outDir, `blog/photo.jpg.${width}w.webp`)).metadata();
      expect(webp).toMatchObject({
        format: "webp",
        width: expected,
        height: Math.round((expected * 840) / 1600),
      });
    }
    expect(
      (await sharp(path.join(outDir, "templates/small.png.1200w.webp")).metadata()).width,
    ).toBe(300);
    expect(fs.existsSync(path.join(outDir, "blog/drawing.svg.400w.avif"))).toBe(false);
    // A variant is smaller than the original picture it stands for.
    expect(fs.statSync(path.join(outDir, "blog/photo.jpg.1200w.avif")).size).toBeLessThan(
      fs.statSync(path.join(mediaDir, "blog/photo.jpg")).size,
    );

    expect(await prepareMediaVariants({ mediaDir, outDir })).toMatchObject({ made: 0, kept: 12 });

    // A changed picture is made again; a removed one loses its variants.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(mediaDir, "blog", "photo.jpg"), later, later);
    fs.rmSync(path.join(mediaDir, "templates", "small.png"));
    expect(await prepareMediaVariants({ mediaDir, outDir })).toMatchObject({
      pictures: 1,
      made: 6,
      kept: 0,
      removed: 6,
    });
    expect(fs.readdirSync(path.join(outDir, "templates"))).toEqual([]);
  }, 60_000);

  it("has nothing to do without content/media", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "media-variants-none-"));
    expect(
      await prepareMediaVariants({
        mediaDir: path.join(root, "media"),
        outDir: path.join(root, "v"),
      }),
    ).toMatchObject({ pictures: 0, made: 0 });
  });
});
