import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { watchContent } from "./watch";

const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tempContent() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-watch-"));
  fs.mkdirSync(path.join(dir, "blog"));
  closers.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe("watchContent", () => {
  it("calls back once after a burst of changes, also in subfolders", async () => {
    const dir = tempContent();
    let calls = 0;
    const watcher = watchContent({ dir, settleMs: 100, onChange: async () => void calls++ });
    closers.push(() => watcher.close());
    for (let i = 0; i < 5; i++) fs.writeFileSync(path.join(dir, "blog", "post.md"), `v${i}`);
    await wait(600);
    expect(calls).toBe(1);
    fs.writeFileSync(path.join(dir, "templates.json"), "[]");
    await waitUntil(() => calls === 2);
  });

  it("ignores editors' hidden and backup files", async () => {
    const dir = tempContent();
    let calls = 0;
    const watcher = watchContent({ dir, settleMs: 50, onChange: async () => void calls++ });
    closers.push(() => watcher.close());
    fs.writeFileSync(path.join(dir, "blog", ".post.md.swp"), "x");
    fs.writeFileSync(path.join(dir, "blog", "post.md~"), "x");
    await wait(400);
    expect(calls).toBe(0);
  });

  it("never runs two callbacks at once, and catches up on changes made during one", async () => {
    const dir = tempContent();
    let running = 0;
    let most = 0;
    let calls = 0;
    const watcher = watchContent({
      dir,
      settleMs: 30,
      onChange: async () => {
        calls++;
        most = Math.max(most, ++running);
        if (calls === 1) fs.writeFileSync(path.join(dir, "b.md"), "during");
        await wait(300);
        running--;
      },
    });
    closers.push(() => watcher.close());
    fs.writeFileSync(path.join(dir, "a.md"), "first");
    await waitUntil(() => calls === 2, 3000);
    expect(most).toBe(1);
  });
});

async function waitUntil(done: () => boolean, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await wait(20);
  }
}
