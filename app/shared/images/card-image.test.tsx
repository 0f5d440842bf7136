// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { CardImage } from "./card-image";

afterEach(cleanup);

const size = { width: 800, height: 420 };

describe("CardImage", () => {
  it("shows the picture, eager for the first card and lazy past the eager ones", () => {
    const { container, rerender } = render(
      <CardImage src="/a.png" size={size} aspect="aspect-[40/21]" index={0} eagerCount={3} />,
    );
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("src", "/a.png");
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveClass("aspect-[40/21]");
    rerender(
      <CardImage src="/a.png" size={size} aspect="aspect-[40/21]" index={5} eagerCount={3} />,
    );
    expect(container.querySelector("img")).toHaveAttribute("loading", "lazy");
  });

  it("keeps the card's shape with a decorative gradient when there is no picture", () => {
    const { container } = render(
      <CardImage src={null} size={size} aspect="aspect-[2/1]" index={0} eagerCount={3} />,
    );
    expect(container.querySelector("img")).toBeNull();
    const placeholder = container.querySelector("[aria-hidden='true']");
    expect(placeholder).toHaveClass("aspect-[2/1]");
  });
});
