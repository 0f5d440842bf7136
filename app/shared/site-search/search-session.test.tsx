// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { SearchEngine, SearchHit } from "./pagefind-engine";
import { SearchBox } from "./search-box";
import { QUERY_DELAY_MS, startSearchSession } from "./search-session";
import { siteSearchCopy as copy } from "./site-search.copy";

const hits: SearchHit[] = [
  {
    url: "/pricing",
    title: "Pricing Plans",
    kind: "pricing",
    excerpt: "Simple <mark>pricing</mark>",
  },
  { url: "/templates?q=Quote", title: "Quote Bot", kind: "template", excerpt: "Sends a quote" },
  { url: "/blog/costs", title: "What agents cost", kind: "post", excerpt: "A post" },
];

function fakeEngine(answer: (query: string) => Promise<SearchHit[]>) {
  return { preload: vi.fn(() => Promise.resolve()), search: vi.fn(answer) } satisfies SearchEngine;
}

let box: HTMLElement;
const input = () => box.querySelector("input")!;
const status = () => box.querySelector("[role=status]")!;
const links = () => [...box.querySelectorAll<HTMLAnchorElement>("a")];
const type = async (text: string) => {
  input().value = text;
  input().dispatchEvent(new Event("input", { bubbles: true }));
  await vi.advanceTimersByTimeAsync(QUERY_DELAY_MS + 1);
};
const press = (target: Element, key: string) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = renderToStaticMarkup(<SearchBox id="s" variant="dialog" />);
  box = document.querySelector("[data-site-search]")!;
});
afterEach(() => vi.useRealTimers());

describe("a search box", () => {
  it("shows the results as links with their kind and marked words, and says how many", async () => {
    const engine = fakeEngine(async () => hits);
    startSearchSession(box, engine);
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toHaveTextContent(copy.idle);
    await type(" pricing ");
    expect(engine.search).toHaveBeenCalledWith("pricing");
    expect(links().map((link) => link.getAttribute("href"))).toEqual([
      "/pricing",
      "/templates?q=Quote",
      "/blog/costs",
    ]);
    expect(links()[0]).toHaveTextContent("Pricing Plans");
    expect(links()[0]).toHaveTextContent("Pricing");
    expect(links()[1]).toHaveTextContent("Template");
    expect(links()[2]).toHaveTextContent("Blog post");
    expect(links()[0]!.querySelector("mark")).toHaveTextContent("pricing");
    expect(status()).toHaveTextContent(copy.found(3, "pricing"));
  });

  it("asks once the typing pauses, and says when nothing matched", async () => {
    const engine = fakeEngine(async () => []);
    startSearchSession(box, engine);
    input().value = "zz";
    input().dispatchEvent(new Event("input", { bubbles: true }));
    input().value = "zzz";
    input().dispatchEvent(new Event("input", { bubbles: true }));
    await vi.advanceTimersByTimeAsync(QUERY_DELAY_MS + 1);
    expect(engine.search).toHaveBeenCalledTimes(1);
    expect(status()).toHaveTextContent(copy.none("zzz"));
    expect(links()).toHaveLength(0);
    await type("");
    expect(status()).toHaveTextContent(copy.idle);
  });

  it("drops an answer that arrives after a newer query's", async () => {
    let releaseSlow: (found: SearchHit[]) => void = () => {};
    const engine = fakeEngine((query) =>
      query === "slow"
        ? new Promise((resolve) => (releaseSlow = resolve))
        : Promise.resolve(hits.slice(0, 1)),
    );
    startSearchSession(box, engine);
    await type("slow");
    await type("fast");
    releaseSlow(hits);
    await vi.advanceTimersByTimeAsync(0);
    expect(links()).toHaveLength(1);
    expect(status()).toHaveTextContent(copy.found(1, "fast"));
  });

  it("says so when the search cannot load", async () => {
    const engine = {
      preload: () => Promise.reject(new Error("offline")),
      search: () => Promise.reject(new Error("offline")),
    };
    startSearchSession(box, engine);
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toHaveTextContent(copy.failed);
    await type("pricing");
    expect(status()).toHaveTextContent(copy.failed);
  });

  it("searches at once what was typed while it loaded", async () => {
    const engine = fakeEngine(async () => hits);
    input().value = "pricing";
    startSearchSession(box, engine);
    expect(status()).toHaveTextContent(copy.loading);
    await vi.advanceTimersByTimeAsync(0);
    expect(links()).toHaveLength(3);
  });

  it("moves through the results with the arrow keys and back to the field", async () => {
    startSearchSession(
      box,
      fakeEngine(async () => hits),
    );
    await type("pricing");
    input().focus();
    press(input(), "ArrowDown");
    expect(document.activeElement).toBe(links()[0]);
    press(links()[0]!, "ArrowDown");
    expect(document.activeElement).toBe(links()[1]);
    press(links()[1]!, "End");
    expect(document.activeElement).toBe(links()[2]);
    press(links()[2]!, "ArrowDown");
    expect(document.activeElement).toBe(links()[2]);
    press(links()[2]!, "Home");
    expect(document.activeElement).toBe(links()[0]);
    press(links()[0]!, "ArrowUp");
    expect(document.activeElement).toBe(input());
    links()[1]!.focus();
    press(links()[1]!, "p");
    expect(document.activeElement).toBe(input());
  });

  it("opens the first result on Enter", async () => {
    startSearchSession(
      box,
      fakeEngine(async () => hits),
    );
    await type("pricing");
    const opened = vi.fn((event: Event) => event.preventDefault());
    links()[0]!.addEventListener("click", opened);
    box.querySelector("form")!.requestSubmit();
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
