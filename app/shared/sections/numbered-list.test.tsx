// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { listOrdinal, NumberedList } from "./numbered-list";

afterEach(cleanup);

const items = [
  { title: "Customers first", description: "One question." },
  { title: "Simplicity wins", description: "No complication." },
];

describe("NumberedList", () => {
  it("numbers the rows 01, 02 and names the list only when given a label", () => {
    render(<NumberedList items={items} label="What we value" />);
    const list = screen.getByRole("list", { name: "What we value" });
    expect([...list.querySelectorAll("li > span")].map((span) => span.textContent)).toEqual([
      "01",
      "02",
    ]);
    cleanup();
    render(<NumberedList items={items} density="compact" />);
    expect(screen.getByRole("list").getAttribute("aria-label")).toBeNull();
  });

  it("closes a one-column list with a rule and lays two columns out from sm", () => {
    render(<NumberedList items={items} density="compact" columns={1} />);
    const single = screen.getByRole("list");
    expect(single.className).not.toContain("sm:grid-cols-2");
    expect(single.querySelector("li")?.className).toContain("last:border-b");
    cleanup();
    render(<NumberedList items={items} />);
    expect(screen.getByRole("list").className).toContain("sm:grid-cols-2");
  });

  it("writes ordinals with two digits", () => {
    expect([0, 8, 11].map(listOrdinal)).toEqual(["01", "09", "12"]);
  });
});
