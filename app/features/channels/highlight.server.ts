import { sdkSection } from "./app-page.copy";
import type { HighlightedSnippet } from "./code-snippet";
import { createHighlighterCore, type HighlighterCore, type ThemeRegistration } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import kotlin from "shiki/langs/kotlin.mjs";
import swift from "shiki/langs/swift.mjs";

// Server only: prerendered pages carry the coloured HTML, the browser never loads a highlighter.
type CodeLanguage = "swift" | "kotlin";

/** Every colour passes WCAG AA on its background, which stock themes do not promise. */
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

export async function highlightCode(code: string, lang: CodeLanguage): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(code, {
    lang,
    theme: codeTheme.name ?? "site-dark",
    // Shiki's default 500 ms per line can pass while the grammar compiles on a busy build machine.
    tokenizeTimeLimit: 0,
  });
}

export function highlightedSnippets(): Promise<HighlightedSnippet[]> {
  return Promise.all(
    sdkSection.snippets.map(async ({ id, label, lang, code }) => ({
      id,
      label,
      code,
      html: await highlightCode(code, lang),
    })),
  );
}
