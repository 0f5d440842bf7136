// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { QuoteBlock } from "./quote-block";

afterEach(cleanup);

const quote = { text: "It answers at night.", author: "Ada Lovelace", role: "Head of Support" };

describe("QuoteBlock", () => {
  it("shows the words in a blockquote and names the person and role", () => {
    render(<QuoteBlock quote={quote} footer={<a href="/success-stories">More</a>} />);
    expect(screen.getByRole("blockquote").textContent).toBe("“It answers at night.”");
    const figure = screen.getByRole("figure");
    expect(figure.textContent).toContain("Ada Lovelace, Head of Support");
    expect(screen.getByRole("link", { name: "More" })).toBeTruthy();
  });
});
