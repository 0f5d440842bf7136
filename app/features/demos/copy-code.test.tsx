// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { EmbedCode } from "./copy-code";

// No vitest globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

describe("EmbedCode", () => {
  it("shows the snippet and a Copy Code button that the page's listener copies with an alert", () => {
    render(<EmbedCode snippet="<script></script>" />);
    expect(screen.getByText("<script></script>")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Copy Code" });
    // A plain button: the early-input script replays a click made before the listener is there.
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("data-copy", "<script></script>");
    expect(button).toHaveAttribute("data-copy-confirm", "alert");
  });
});
