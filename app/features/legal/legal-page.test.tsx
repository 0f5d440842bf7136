// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { LegalDocument } from "./legal-page";
import type { LegalDocumentData } from "#app/shared/copy/types";

afterEach(cleanup);

const document: LegalDocumentData = {
  updated: { iso: "2024-11-01", label: "1 November 2024" },
  summary: "The short version.",
  sections: [
    {
      id: "first",
      title: "First section",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Write to ",
            { label: "us", href: "mailto:a@b.example" },
            " or read ",
            { label: "more", href: "/cookies" },
          ],
        },
        { kind: "list", items: ["one", "two"] },
      ],
    },
    {
      id: "second",
      title: "Second section",
      blocks: [
        {
          kind: "table",
          caption: "Stored items",
          columns: ["Name", "Purpose"],
          rows: [["cookie-consent", "Remembers the choice"]],
        },
      ],
    },
  ],
};

function renderDocument() {
  render(<LegalDocument document={document} extras={{ second: <button>Extra control</button> }} />);
}

describe("LegalDocument", () => {
  it("links every section from the table of contents", () => {
    renderDocument();
    const toc = screen.getByRole("navigation", { name: "Contents" });
    const links = within(toc).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["1. First section", "#first"],
      ["2. Second section", "#second"],
    ]);
    expect(
      screen.getByRole("heading", { level: 2, name: "1. First section" }).closest("section"),
    ).toHaveAttribute("id", "first");
  });

  it("renders paragraphs with links, lists, tables and extras in their section", () => {
    renderDocument();
    expect(screen.getByRole("link", { name: "us" })).toHaveAttribute("href", "mailto:a@b.example");
    expect(screen.getByRole("link", { name: "more" })).toHaveAttribute("href", "/cookies");
    expect(screen.getByText("1 November 2024")).toHaveAttribute("datetime", "2024-11-01");
    const table = screen.getByRole("table", { name: "Stored items" });
    expect(within(table).getByRole("rowheader", { name: "cookie-consent" })).toBeInTheDocument();
    const second = screen.getByRole("region", { name: "2. Second section" });
    expect(within(second).getByRole("button", { name: "Extra control" })).toBeInTheDocument();
  });
});
