// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { SearchBox } from "./search-box";
import { SearchButton, SearchDialog } from "./search-dialog";
import { startSiteSearch } from "./search-launcher";

const started = vi.hoisted(() => vi.fn());
vi.mock("./search-session", () => ({ startSearchSession: started }));

const dialog = () => document.querySelector("dialog")!;
const key = (init: KeyboardEventInit, target: EventTarget = document) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }));

beforeAll(() => {
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <SearchButton />
      <SearchBox id="page-search" variant="page" />
      <SearchDialog />
    </>,
  );
  startSiteSearch();
});
beforeEach(() => {
  if (dialog().open) dialog().close();
  started.mockClear();
});

describe("the site search's launcher", () => {
  it("opens the dialog from the header's button, with the field focused, and starts the search", async () => {
    document.querySelector<HTMLElement>("[data-search-open]")!.click();
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(dialog().querySelector("input"));
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    expect(started.mock.calls[0]![0]).toBe(dialog().querySelector("[data-site-search]"));
  });

  it("opens and closes on Ctrl+K and ⌘K", () => {
    expect(key({ key: "k", ctrlKey: true })).toBe(false);
    expect(dialog().open).toBe(true);
    key({ key: "k", ctrlKey: true });
    expect(dialog().open).toBe(false);
    key({ key: "K", metaKey: true });
    expect(dialog().open).toBe(true);
  });

  it("leaves other shortcuts alone", () => {
    expect(key({ key: "k" })).toBe(true);
    expect(key({ key: "k", ctrlKey: true, shiftKey: true })).toBe(true);
    expect(dialog().open).toBe(false);
  });

  it("closes on Escape in the field (which would only clear it) and on its close button", () => {
    key({ key: "k", ctrlKey: true });
    key({ key: "Escape" }, dialog().querySelector("input")!);
    expect(dialog().open).toBe(false);
    key({ key: "k", ctrlKey: true });
    dialog().querySelector<HTMLElement>("[data-search-close]")!.click();
    expect(dialog().open).toBe(false);
  });

  it("starts a page's own search box when it is first focused", async () => {
    const box = document.querySelector<HTMLElement>('[data-site-search="page"]')!;
    box.querySelector("input")!.focus();
    await vi.waitFor(() => expect(started).toHaveBeenCalledWith(box));
  });
});
