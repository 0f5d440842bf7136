// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { ActionLink } from "./action-link";

afterEach(cleanup);

function renderLink(to: string | { studio: string }) {
  render(<ActionLink action={{ label: "See Plans", to }} />);
  return screen.getByRole("link", { name: /See Plans/ });
}

describe("ActionLink", () => {
  it("links a page of the site, or a jump within the page, as written", () => {
    expect(renderLink("/pricing")).toHaveAttribute("href", "/pricing");
    cleanup();
    expect(renderLink("#plans")).toHaveAttribute("href", "#plans");
  });

  it("opens the studio in a new tab and reports the click as a conversion", () => {
    const link = renderLink({ studio: "/template/1" });
    expect(link.getAttribute("href")).toMatch(/\/studio\/template\/1$/);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("data-track", "Start Building Click");
  });
});
