// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { LogoStrip } from "./logo-strip";

const integrations = [
  { slug: "wordpress", title: "WordPress" },
  { slug: "shopify", title: "Shopify" },
  { slug: "hubspot", title: "HubSpot" },
];

afterEach(cleanup);

function renderStrip() {
  render(
    <LogoStrip
      id="strip"
      title="Works with your stack"
      linkLabel="See all integrations"
      integrations={integrations}
    />,
  );
}

describe("LogoStrip", () => {
  it("is a section named by its heading, one logo and name per integration", async () => {
    renderStrip();
    const section = await screen.findByRole("region", { name: "Works with your stack" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(integrations.length);
    // Without a logo CDN the fallback icon stands in, so no request is bound to fail.
    expect(within(section).getAllByTestId("integration-logo-fallback")).toHaveLength(
      integrations.length,
    );
  });

  it("links each logo to its integration page and the strip to the directory", async () => {
    renderStrip();
    const shopify = await screen.findByRole("link", { name: "Shopify" });
    expect(shopify).toHaveAttribute("href", "/channels/shopify");
    expect(shopify.className).toContain("card-interactive");
    expect(screen.getByRole("link", { name: "See all integrations" })).toHaveAttribute(
      "href",
      "/integrations",
    );
  });
});
