// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import { matchesTemplate, templatesQuery, type TemplateCard } from "./templates-filter";
import { TemplateGallery } from "./template-gallery";
import { TemplatesSearch } from "./templates-search";

const templates: TemplateCard[] = [
  {
    id: "t1",
    name: "Campus FAQ Bot",
    descriptionHtml: "<p>Answers <strong>library</strong> questions.</p>",
    descriptionText: "Answers library questions.",
    tags: ["students"],
    category: "education",
    bannerImage: "/media/a.svg",
    art: null,
  },
  {
    id: "t2",
    name: "Leave Assistant",
    descriptionHtml: "<p>Books time off.</p>",
    descriptionText: "Books time off.",
    tags: ["pto"],
    category: "hr",
    bannerImage: null,
    art: {
      channel: "web",
      conversation: [
        { from: "customer", text: "How many days off do I have?" },
        { from: "agent", text: "Twelve this year." },
      ],
      hue: "plum",
      seed: 7,
    },
  },
];

/** The gallery and its search island, as the page draws them for `url`. */
function renderAt(url: string) {
  window.history.replaceState(null, "", url);
  const { q, category } = templatesQuery(new URL(url, "http://site.test").searchParams);
  const count = templates.filter((template) => matchesTemplate(template, q, category)).length;
  return render(
    <TemplateGallery
      templates={templates}
      q={q}
      category={category}
      search={<TemplatesSearch initialQ={q} initialCategory={category} initialCount={count} />}
    />,
  );
}

afterEach(cleanup);

const count = () => screen.getByRole("status");
const toggle = (name: RegExp) => screen.getByRole("button", { name });
/** A card's heading (the featured row repeats a template's name outside its card). */
const cardHeading = (name: string) =>
  screen.getAllByRole("heading", { name }).find((heading) => heading.closest("article"))!;
const view = () => document.getElementById("template-list")?.getAttribute("data-view");

describe("the templates gallery and its search", () => {
  it("starts from the URL's query", () => {
    renderAt("/templates?q=time&category=hr");
    expect(count()).toHaveTextContent("1 templates found");
    expect(screen.getByRole("searchbox")).toHaveValue("time");
    expect(screen.getByRole("button", { name: "Human Resources" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("filters live and writes the filter into the URL", async () => {
    const user = userEvent.setup();
    renderAt("/templates");
    expect(count()).toHaveTextContent("2 templates found");
    await user.type(screen.getByRole("searchbox"), "LIBRARY");
    expect(count()).toHaveTextContent("1 templates found");
    expect(window.location.search).toBe("?q=LIBRARY");
    await user.click(screen.getByRole("button", { name: "Human Resources" }));
    expect(count()).toHaveTextContent("0 templates found");
    expect(screen.getByRole("heading", { name: "No templates found" })).toBeInTheDocument();
    expect(window.location.search).toBe("?q=LIBRARY&category=hr");
  });

  it("offers Clear search when nothing matches: a link that keeps the category, clearing in place", async () => {
    const user = userEvent.setup();
    renderAt("/templates?q=nothing-like-this&category=hr");
    expect(count()).toHaveTextContent("0 templates found");
    const clear = screen.getByRole("link", { name: "Clear search" });
    expect(clear).toHaveAttribute("href", "/templates?category=hr");
    await user.click(clear);
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(count()).toHaveTextContent("1 templates found");
    expect(window.location.search).toBe("?category=hr");
  });

  it("draws a template's picture from its data, and shows a banner image without it", () => {
    renderAt("/templates");
    const art = document.querySelector('article [data-art-channel="web"]');
    expect(art).toHaveTextContent("How many days off do I have?");
    expect(art).toHaveClass("art-plum");
    expect(document.querySelectorAll("article img[src='/media/a.svg']")).toHaveLength(1);
  });

  it("opens one preview at a time; the same card closes it", async () => {
    const user = userEvent.setup();
    renderAt("/templates");
    await user.click(cardHeading("Campus FAQ Bot"));
    expect(toggle(/Campus FAQ Bot/)).toHaveAttribute("aria-expanded", "true");
    await user.click(cardHeading("Campus FAQ Bot"));
    expect(toggle(/Campus FAQ Bot/)).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle(/Campus FAQ Bot/));
    await user.click(toggle(/Leave Assistant/));
    expect(toggle(/Leave Assistant/)).toHaveAttribute("aria-expanded", "true");
    expect(toggle(/Campus FAQ Bot/)).toHaveAttribute("aria-expanded", "false");
  });

  it("links 'Use Template' to the studio's template page in a new tab", () => {
    renderAt("/templates");
    const link = screen.getAllByRole("link", { name: /Use Template/ })[0]!;
    expect(link).toHaveAttribute("href", "http://localhost:3000/studio/template/t1");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("unfiltered: a featured row, then one section a category, each card once in its section", () => {
    renderAt("/templates");
    expect(view()).toBe("all");
    expect(screen.getByRole("heading", { level: 2, name: "Featured templates" })).toBeVisible();
    const sections = screen
      .getAllByRole("region")
      .map((region) => region.getAttribute("aria-labelledby"));
    expect(sections).toEqual([
      "featured-templates-title",
      "template-section-education",
      "template-section-hr",
    ]);
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("a search or a category shows the filtered grid; clearing it brings the sections back", async () => {
    const user = userEvent.setup();
    renderAt("/templates");
    await user.type(screen.getByRole("searchbox"), "library");
    expect(view()).toBe("filtered");
    // The section without a match steps aside; the other keeps its heading for screen readers.
    expect(document.getElementById("template-section-hr")?.closest("section")).not.toBeVisible();
    expect(document.getElementById("template-section-education")?.closest("section")).toBeVisible();
    await user.clear(screen.getByRole("searchbox"));
    expect(view()).toBe("all");
    expect(document.getElementById("template-section-hr")?.closest("section")).toBeVisible();
  });

  it("'See all' under a section shows its category and moves focus to its tab", async () => {
    const user = userEvent.setup();
    renderAt("/templates");
    await user.click(screen.getByRole("button", { name: "See all Human Resources templates" }));
    expect(count()).toHaveTextContent("1 templates found");
    expect(window.location.search).toBe("?category=hr");
    expect(view()).toBe("filtered");
    const tab = screen.getByRole("button", { name: "Human Resources" });
    expect(tab).toHaveAttribute("aria-pressed", "true");
    expect(tab).toHaveFocus();
  });

  it("draws a filtered address as the filtered view on the server", () => {
    renderAt("/templates?category=education");
    expect(view()).toBe("filtered");
    expect(document.getElementById("template-section-hr")?.closest("section")).toHaveAttribute(
      "hidden",
    );
  });
});
