// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import { integrations } from "./integrations.copy";
import { IntegrationDirectory } from "./integration-directory";
import { matchesIntegration } from "./integrations-filter";
import { IntegrationSearch } from "./integration-search";

afterEach(cleanup);

/** The page's static list with its search island, as the server renders them together. */
function renderDirectory(initialQuery = "") {
  window.history.replaceState(null, "", "/integrations");
  const count = integrations.filter((item) => matchesIntegration(item, initialQuery)).length;
  render(
    <IntegrationDirectory
      integrations={integrations}
      query={initialQuery}
      search={<IntegrationSearch initialQuery={initialQuery} initialCount={count} />}
    />,
  );
  return {
    user: userEvent.setup(),
    input: screen.getByRole("searchbox", { name: "Search integrations" }),
    cards: () => screen.queryAllByRole("link", { name: /^Learn more about / }),
  };
}

describe("the integrations directory and its search", () => {
  it("lists every integration with a link to its page", () => {
    const { input, cards } = renderDirectory();
    expect(input).toHaveAttribute("placeholder", "Search integrations by name, or description...");
    expect(cards()).toHaveLength(16);
    expect(cards()[0]).toHaveAttribute("href", "/channels/wordpress");
    expect(screen.getByRole("status")).toHaveTextContent("16 integrations found");
  });

  it("filters as you type and keeps the query in the URL", async () => {
    const { user, input, cards } = renderDirectory();
    await user.type(input, "odoo");
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Odoo" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 integration found");
    expect(window.location.search).toBe("?q=odoo");
    await user.clear(input);
    expect(cards()).toHaveLength(16);
    expect(window.location.search).toBe("");
  });

  it("starts from the query it was given", () => {
    const { input, cards } = renderDirectory("commerce cloud");
    expect(input).toHaveValue("commerce cloud");
    expect(cards()).toHaveLength(2);
  });

  it("shows the empty message and clears the search from its link", async () => {
    const { user, input, cards } = renderDirectory("nothing matches this");
    expect(screen.getByText("No integrations found matching your search.")).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    await user.click(screen.getByRole("link", { name: "Show all integrations" }));
    expect(input).toHaveValue("");
    expect(input).toHaveFocus();
    expect(cards()).toHaveLength(16);
  });

  it("is a GET form on /integrations for visitors without JavaScript", () => {
    const { input } = renderDirectory();
    const form = input.closest("form");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/integrations");
    expect(input).toHaveAttribute("name", "q");
  });
});
