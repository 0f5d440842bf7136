// `npm run design:sheet`: the design record's contact sheet (issue 43). Lays the first screens in
// docs/brand/issue-43/before and after (tests/e2e/site-screenshots.spec.ts, desk-screenshots.spec.ts)
// side by side, one sheet per width, light and dark, with each page's height at that width, and
// renders them to docs/brand/issue-43/contact-sheet-<width>.jpg.
import fs from "node:fs";
import path from "node:path";

import { chromium } from "@playwright/test";

const dir = "docs/brand/issue-43";
const names = [
  "home",
  "pricing",
  "templates",
  "integrations",
  "contact",
  "voice-demo",
  "whatsapp",
  "about",
  "architecture",
  "desk-list",
  "desk-inquiry",
];
const screens = { 1440: 900, 390: 844 };
const columns = [
  ["before", "light"],
  ["after", "light"],
  ["before", "dark"],
  ["after", "dark"],
];

const heights = (stage) => {
  const file = path.join(dir, stage, "heights.json");
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
};
const dataUrl = (file) =>
  fs.existsSync(file) ? `data:image/png;base64,${fs.readFileSync(file).toString("base64")}` : "";

function sheet(width) {
  const thumb = width === 1440 ? 340 : 190;
  const ratio = screens[width] / width;
  const measured = { before: heights("before"), after: heights("after") };
  const cell = (name, stage, scheme) => {
    const src = dataUrl(path.join(dir, stage, `${name}-${width}-${scheme}.png`));
    const height = measured[stage][`${name}-${width}`];
    return `<figure><div class="shot" style="width:${thumb}px;height:${Math.round(thumb * ratio)}px">${
      src ? `<img src="${src}" alt="">` : "<span>no shot</span>"
    }</div><figcaption>${stage}, ${scheme}${height ? ` · ${height.toLocaleString("en")} px tall` : ""}</figcaption></figure>`;
  };
  const rows = names
    .map(
      (name) =>
        `<section><h2>${name}</h2><div class="row">${columns.map(([stage, scheme]) => cell(name, stage, scheme)).join("")}</div></section>`,
    )
    .join("");
  return `<!doctype html><meta charset="utf-8"><style>
    body{margin:0;padding:24px;font:13px/1.4 system-ui,sans-serif;background:#ece8e1;color:#1d1a17}
    h1{font-size:20px;margin:0 0 16px}h2{font-size:14px;margin:16px 0 6px}
    .row{display:flex;gap:12px}figure{margin:0}figcaption{color:#5b544c;margin-top:4px}
    .shot{overflow:hidden;border:1px solid #c9c2b8;background:#fff;display:grid;place-items:center}
    .shot img{width:100%;height:100%;object-fit:cover;object-position:top}
  </style><h1>Issue 43: first screens at ${width} px, before and after</h1>${rows}`;
}

const browser = await chromium.launch({
  executablePath: ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((file) =>
    fs.existsSync(file),
  ),
});
const page = await browser.newPage({ viewport: { width: 1460, height: 800 } });
for (const width of [1440, 390]) {
  await page.setViewportSize({ width: width === 1440 ? 1460 : 880, height: 800 });
  await page.setContent(sheet(width));
  const out = path.join(dir, `contact-sheet-${width}.jpg`);
  await page.screenshot({ path: out, fullPage: true, type: "jpeg", quality: 80 });
  console.log(`${out}: ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
}
await browser.close();
