import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const path = process.argv[2] ?? "/about";
const snap = async (js) => {
  const ctx = await b.newContext({ javaScriptEnabled: js });
  const p = await ctx.newPage();
  p.on("pageerror", (e) => console.log("pageerror", e.message));
  p.on("console", (m) => m.type() === "error" && console.log("console", m.text().slice(0, 300)));
  await p.goto("http://localhost:3300" + path);
  await p.waitForTimeout(2500);
  const r = await p.evaluate(() => ({
    text: document.body.innerText,
    els: [...document.querySelectorAll("*")].map((e) => e.tagName + (e.id ? "#" + e.id : "")).join(","),
    head: [...document.head.children].map((e) => e.outerHTML.slice(0, 120)),
    htmlAttrs: [...document.documentElement.attributes].map((a) => a.name + "=" + a.value),
  }));
  await ctx.close();
  return r;
};
const a = await snap(false), c = await snap(true);
console.log("attrs", a.htmlAttrs, c.htmlAttrs);
console.log("text equal:", a.text === c.text, a.text.length, c.text.length);
const ae = a.els.split(","), ce = c.els.split(",");
console.log("elements", ae.length, ce.length);
console.log("head noJS", a.head.length, "head JS", c.head.length);
for (const h of a.head) if (!c.head.includes(h)) console.log("  -", h);
for (const h of c.head) if (!a.head.includes(h)) console.log("  +", h);
await b.close();
