// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { ActionLink } from "./action-link";

afterEach(cleanup);

function renderAt(at: string, to: string) {
  const Page = () => <ActionLink action={{ label: "See Plans", to }} />;
  const Stub = createRoutesStub([{ path: "/channels/shopify", Component: Page }]);
  render(<Stub initialEntries={[at]} />);
  return screen.findByRole("link", { name: "See Plans" });
}

describe("ActionLink", () => {
  // React Router prerenders /channels/shopify as /channels/shopify/: the static copy's link must
  // be the one the browser renders.
  it.each(["/channels/shopify", "/channels/shopify/"])(
    "points a jump within the page at the page's own path at %s",
    async (at) => {
      expect(await renderAt(at, "#plans")).toHaveAttribute("href", "/channels/shopify#plans");
    },
  );

  it("leaves other paths as they are", async () => {
    expect(await renderAt("/channels/shopify/", "/pricing")).toHaveAttribute("href", "/pricing");
  });
});
