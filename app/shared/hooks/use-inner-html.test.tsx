// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ArtPattern } from "#app/shared/art/art-pattern";
import { SanitizedHtml } from "#app/shared/sections/rich-text";

describe("markup rendered from a string", () => {
  it("is not rebuilt when its component renders again with the same string", () => {
    const html = "<p>Answers <strong>returns</strong> in seconds.</p>";
    const { container, rerender } = render(<SanitizedHtml html={html} className="a" />);
    const paragraph = container.querySelector("p");
    rerender(<SanitizedHtml html={html} className="b" />);
    expect(container.querySelector("p")).toBe(paragraph);
    rerender(<SanitizedHtml html="<p>Changed.</p>" className="b" />);
    expect(container.querySelector("p")).not.toBe(paragraph);
    expect(container.textContent).toBe("Changed.");
  });

  it("keeps a picture's pattern when the picture renders again", () => {
    const { container, rerender } = render(<ArtPattern seed={4} className="a" />);
    const shape = container.querySelector("svg > *");
    expect(shape).not.toBeNull();
    rerender(<ArtPattern seed={4} className="b" />);
    expect(container.querySelector("svg > *")).toBe(shape);
  });
});
