// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";

import { excerptNodes } from "./excerpt";

const html = (nodes: Node[]) => {
  const holder = document.createElement("p");
  holder.append(...nodes);
  return holder.innerHTML;
};

describe("a search result's excerpt", () => {
  it("keeps the matched words marked and the rest as text", () => {
    expect(html(excerptNodes("Ask about <mark>refunds</mark> &amp; returns"))).toBe(
      "Ask about <mark>refunds</mark> &amp; returns",
    );
  });

  it("never turns anything else into markup", () => {
    const nodes = excerptNodes('a <img src=x onerror="alert(1)"><b>bold</b> <mark><i>x</i></mark>');
    expect(html(nodes)).toBe("a bold <mark>x</mark>");
  });
});
