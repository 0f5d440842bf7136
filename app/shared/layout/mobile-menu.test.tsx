// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";

import { PUBLIC_CONFIG_ELEMENT_ID } from "#app/shared/page-runtime/public-config";
import { MobileMenu } from "./mobile-menu";
import { startMobileMenu } from "./mobile-menu-runtime";
import { footerColumns, mobileNavLinks, navLinks, navMenus } from "./navigation.copy";

let serverHtml = "";
beforeAll(() => {
  document.body.innerHTML = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${JSON.stringify(
    {
      siteUrl: "http://localhost:3000",
      studioUrl: "http://localhost:3000/studio",
      logoCdnUrl: null,
      analytics: null,
    },
  )}</script>`;
  serverHtml = renderToStaticMarkup(<MobileMenu />);
  document.body.insertAdjacentHTML("beforeend", serverHtml);
});

const menu = () => document.getElementById("mobile-menu")!;
const section = (label: string) =>
  [...menu().querySelectorAll<HTMLButtonElement>("button[data-menu-section]")].find(
    (button) => button.textContent === label,
  )!;
const listOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute("aria-controls")!)!;

describe("the small screens' menu", () => {
  it("links every page the wide screens' bar and the footer link", () => {
    const hrefs = new Set([...menu().querySelectorAll("a")].map((a) => a.getAttribute("href")));
    const wanted = [
      ...navMenus.flatMap((m) => m.entries.map((entry) => entry.href)),
      ...navLinks.map((link) => link.href),
      ...footerColumns.flatMap((column) => column.links.map((link) => link.href)),
    ];
    expect(wanted.filter((href) => !hrefs.has(href))).toEqual([]);
  });

  it("starts with the specification's entries, then Start Building", () => {
    const links = [...menu().querySelectorAll("a")].slice(0, 5);
    expect(links.map((a) => a.textContent)).toEqual([
      ...mobileNavLinks.map((link) => link.label),
      "Start Building (opens in a new tab)",
    ]);
  });

  it("draws its sections open, so that a page without script reaches every link", () => {
    expect(serverHtml).toContain('aria-expanded="true"');
    expect(serverHtml).not.toContain('aria-expanded="false"');
    expect(serverHtml).not.toMatch(/<ul[^>]* hidden/);
  });

  it("closes the sections once its script runs, and opens one per click", () => {
    startMobileMenu();
    const explore = section("Explore");
    const channels = section("Channels");
    expect(explore).toHaveAttribute("aria-expanded", "false");
    expect(listOf(explore).hidden).toBe(true);
    explore.click();
    expect(explore).toHaveAttribute("aria-expanded", "true");
    expect(listOf(explore).hidden).toBe(false);
    expect(listOf(channels).hidden).toBe(true);
    explore.click();
    expect(listOf(explore).hidden).toBe(true);
  });

  it("opens under the bar wherever the bar is, so the bar's close button shows", () => {
    const bar = document.createElement("header");
    bar.innerHTML = `<button popovertarget="mobile-menu"></button>`;
    document.body.prepend(bar);
    bar.getBoundingClientRect = () => ({ bottom: 182 }) as DOMRect;
    startMobileMenu();
    menu().dispatchEvent(Object.assign(new Event("beforetoggle"), { newState: "open" }));
    expect(menu().style.top).toBe("190px");
    expect(menu().style.maxHeight).toBe("calc(100dvh - 198px)");
    bar.remove();
  });
});
