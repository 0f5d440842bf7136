import { sdkSection } from "./app-page.copy";
import type { HighlightedSnippet } from "./code-snippet";
import { createHighlighterCore, type HighlighterCore, type ThemeRegistration } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import kotlin from "shiki/langs/kotlin.mjs";
import swift from "shiki/langs/swift.mjs";

/**
 * Syntax highlighting on the server only: loaders call it, so prerendered pages carry the
 * coloured HTML and the browser never downloads a highlighter or a grammar.
 */
type CodeLanguage = "swift" | "kotlin";

/**
 * A dark theme of our own whose every colour passes WCAG AA (4.5:1 and more) on its
 * background, which the stock themes do not promise for comments and some tokens.
 */
export const codeTheme: ThemeRegistration = {
  name: "site-dark",
  type: "dark",
  colors: { "editor.background": "#0f172a", "editor.foreground": "#e2e8f0" },
  settings: [
    { settings: { foreground: "#e2e8f0", background: "#0f172a" } },
    { scope: ["comment", "punctuation.definition.comment"], settings: { foreground: "#a5b4c8" } },
    {
      scope: ["keyword", "storage", "storage.type", "storage.modifier", "variable.language"],
      settings: { foreground: "#c4b5fd" },
    },
    {
      scope: ["string", "string.quoted", "punctuation.definition.string"],
      settings: { foreground: "#86efac" },
    },
    { scope: ["constant.numeric", "constant.language"], settings: { foreground: "#fdba74" } },
    {
      scope: ["entity.name.type", "entity.name.class", "support.type", "support.class"],
      settings: { foreground: "#fcd34d" },
    },
    {
      scope: ["entity.name.function", "support.function", "variable.function"],
      settings: { foreground: "#93c5fd" },
    },
    { scope: ["variable.parameter", "variable.other"], settings: { foreground: "#e2e8f0" } },
  ],
};

let highlighter: Promise<HighlighterCore> | undefined;

function getHighlighter(): Promise<HighlighterCore> {
  // One highlighter per process: building it compiles the grammars.
  highlighter ??= createHighlighterCore({
    themes: [codeTheme],
    langs: [swift, kotlin],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** The code as highlighted HTML: a `<pre class="shiki">` with coloured spans, code escaped. */
export async function highlightCode(code: string, lang: CodeLanguage): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(code, {
    lang,
    theme: codeTheme.name ?? "site-dark",
    // Shiki stops colouring a line after 500 ms by default; on a busy build machine the first
    // line (while the grammar compiles) can take that long. Our snippets are short and ours.
    tokenizeTimeLimit: 0,
  });
}

/** The SDK snippets, highlighted on the server (at build for the prerendered page). */
export async function highlightedSnippets(): Promise<HighlightedSnippet[]> {
  const snippets = await Promise.all(
    sdkSection.snippets.map(async ({ id, label, lang, code }) => ({
      id,
      label,
      code,
      html: await highlightCode(code, lang),
    })),
  );
  return snippets;
}
