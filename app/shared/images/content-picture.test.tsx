// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { ContentPicture } from "./content-picture";

afterEach(cleanup);

describe("ContentPicture", () => {
  it("offers a content photo as AVIF and WebP in three widths, the original as the fallback", () => {
    const { container } = render(
      <ContentPicture src="/media/blog/photo.jpg" sizes="100vw" alt="" width={800} height={420} />,
    );
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(sources[0]).toHaveAttribute(
      "srcset",
      "/media-variants/blog/photo.jpg.400w.avif 400w, /media-variants/blog/photo.jpg.800w.avif 800w, /media-variants/blog/photo.jpg.1200w.avif 1200w",
    );
    expect(sources[1]).toHaveAttribute("sizes", "100vw");
    const img = container.querySelector("picture > img");
    expect(img).toHaveAttribute("src", "/media/blog/photo.jpg");
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("alt", "");
  });

  it.each(["/media/blog/drawing.svg", "https://cdn.example.com/photo.jpg", "/og/pricing.png"])(
    "shows %s as a plain image (no variants of it exist)",
    (src) => {
      const { container } = render(<ContentPicture src={src} sizes="100vw" alt="" />);
      expect(container.querySelector("picture")).toBeNull();
      expect(container.querySelector("img")).toHaveAttribute("src", src);
    },
  );
});
