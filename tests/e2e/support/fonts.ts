import type { Page } from "@playwright/test";

/**
 * The font families Chromium actually drew an element's text with (DevTools' "Rendered Fonts"),
 * not the CSS font-family list: `document.fonts.check` only says a face has loaded, and with
 * `font-display: optional` a face can load and still not be used on that page.
 */
async function renderedFontFamilies(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`no element matches ${selector}`);
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/** Whether the brand typeface drew the element's text (the subset's family name is "Inter"). */
export async function drawnInBrandFont(page: Page, selector = "h1"): Promise<boolean> {
  const families = await renderedFontFamilies(page, selector);
  return families.length > 0 && families.every((family) => /^Inter\b/.test(family));
}
