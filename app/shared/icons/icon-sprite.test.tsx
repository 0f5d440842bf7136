import { readFileSync } from "node:fs";
import { join } from "node:path";

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { iconNames } from "./icon-names";
import { Icon } from "./icon";
import { iconSprite } from "./icon-sprite.server";

describe("the icon sprite", () => {
  it("public/icons.svg is up to date with the named icons (run `npm run icons`)", () => {
    const committed = readFileSync(join(import.meta.dirname, "../../../public/icons.svg"), "utf8");
    expect(committed).toBe(iconSprite());
  });

  it("has one symbol with shapes for every icon name", () => {
    const sprite = iconSprite();
    for (const name of iconNames) {
      expect(sprite, name).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><`));
    }
  });

  it("an Icon refers to its symbol and keeps the caller's class and aria-hidden", () => {
    const markup = renderToStaticMarkup(<Icon name="bot" className="size-6" aria-hidden="true" />);
    expect(markup).toContain('<use href="/icons.svg#bot"></use>');
    expect(markup).toContain('class="size-6"');
    expect(markup).toContain('aria-hidden="true"');
  });
});
