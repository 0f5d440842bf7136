import { Section } from "#app/shared/sections/section";
import { CodeSnippet, type HighlightedSnippet } from "./code-snippet";

/** The mobile SDK section: iOS and Android snippets side by side. */
export function SdkSection({
  title,
  intro,
  snippets,
}: {
  title: string;
  intro: string;
  snippets: readonly HighlightedSnippet[];
}) {
  return (
    <Section id="sdk" title={title} intro={intro} tone="white">
      <div className="grid gap-6 lg:grid-cols-2">
        {snippets.map((snippet) => (
          <CodeSnippet key={snippet.id} snippet={snippet} />
        ))}
      </div>
    </Section>
  );
}
