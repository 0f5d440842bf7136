import { describe, expect, it } from "vitest";

import { sdkSection } from "./app-page.copy";
import { highlightedSnippets } from "./highlight.server";

describe("the mobile app page's SDK snippets", () => {
  it("sends both snippets highlighted, with their plain code for copying", async () => {
    const snippets = await highlightedSnippets();
    expect(snippets.map((s) => s.label)).toEqual(["iOS (Swift)", "Android (Kotlin)"]);
    snippets.forEach((snippet, index) => {
      expect(snippet.code).toBe(sdkSection.snippets[index]?.code);
      expect(snippet.html).toMatch(/^<pre class="shiki/);
      expect(snippet.html).toContain("YOUR_AGENT_KEY");
      expect(snippet.html).toMatch(/<span style="color:#[0-9A-F]{6}">/);
      // the key is coloured as a string: the whole line was tokenized, not cut off
      expect(snippet.html).toMatch(/color:#86EFAC"> ?"YOUR_AGENT_KEY"/);
    });
  });
});
