// `npm run design:sheet -- <folder>`: a design record's contact sheets. Lays the first screens in
// <folder>/before and <folder>/after (tests/e2e/site-screenshots.spec.ts and
// desk-screenshots.spec.ts write them, PNG or JPEG) side by side, light and dark, one sheet per
// width, each with the page's height at that width where heights.json has it, and renders them to
// <folder>/contact-sheet-<width>.jpg. A row for every page either stage has a shot of, so a record
// names its pages by the shots it keeps. Default folder: docs/brand/issue-43.
import fs from "node:fs";
import path from "node:path";

import { chromium } from "@playwright/test";

const dir = process.argv[2] ?? "docs/brand/issue-43";
const title = path.basename(dir).replace(/^issue-/, "Issue ");
const screens = { 1440: 900, 390: 844 };
const stages = ["before", "after"];
const columns = [
  ["before", "light"],
  ["after", "light"],
  ["before", "dark"],
  ["after", "dark"],
];
const shotName = /^(.+)-(1440|390)-(light|dark)\.(png|jpe?g)$/;

if (!fs.existsSync(dir)) {
  console.error(`${dir}: no such folder (it holds before/ and after/ with the screenshots)`);
  process.exit(1);
}

/**
 * Every page either stage has a shot of: in the order the site spec measured them (heights.json),
 * then the other states, then the desk's.
 */
function pageNames() {
  const names = new Set();
  for (const stage of stages) {
    for (const key of Object.keys(heights(stage))) names.add(key.replace(/-(1440|390)$/, ""));
  }
  const others = new Set();
  for (const stage of stages) {
    const folder = path.join(dir, stage);
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder)) {
      const match = shotName.exec(file);
      if (match && !names.has(match[1])) others.add(match[1]);
    }
  }
  const desk = (name) => name.startsWith("desk-");
  return [...names, ...[...others].sort((a, b) => desk(a) - desk(b) || a.localeCompare(b))];
}

const heights = (stage) => {
  const file = path.join(dir, stage, "heights.json");
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
};

function shotFile(stage, name, width, scheme) {
  for (const extension of ["jpg", "jpeg", "png"]) {
    const file = path.join(dir, stage, `${name}-${width}-${scheme}.${extension}`);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

const dataUrl = (file) => {
  if (!file) return "";
  const type = file.endsWith(".png") ? "png" : "jpeg";
  return `data:image/${type};base64,${fs.readFileSync(file).toString("base64")}`;
};

function sheet(width, names) {
  const thumb = width === 1440 ? 340 : 190;
  const ratio = screens[width] / width;
  const measured = Object.fromEntries(stages.map((stage) => [stage, heights(stage)]));
  const cell = (name, stage, scheme) => {
    const src = dataUrl(shotFile(stage, name, width, scheme));
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
  </style><h1>${title}: first screens at ${width} px, before and after</h1>${rows}`;
}

const names = pageNames();
const browser = await chromium.launch({
  executablePath: ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((file) =>
    fs.existsSync(file),
  ),
});
const page = await browser.newPage({ viewport: { width: 1460, height: 800 } });
for (const width of [1440, 390]) {
  await page.setViewportSize({ width: width === 1440 ? 1460 : 880, height: 800 });
  await page.setContent(sheet(width, names));
  const out = path.join(dir, `contact-sheet-${width}.jpg`);
  await page.screenshot({ path: out, fullPage: true, type: "jpeg", quality: 75 });
  console.log(`${out}: ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
}
await browser.close();
