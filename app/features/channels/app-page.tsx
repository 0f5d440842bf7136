import { Section } from "#app/shared/sections/section";
import { ChannelPage } from "./channel-page";
import { CodeSnippet, type HighlightedSnippet } from "./code-snippet";
import { appChannel, faq, page, sdkSection } from "./app-page.copy";

/** The mobile app channel page, with the SDK snippets (iOS and Android) after its features. */
export function AppChannelPage({ snippets }: { snippets: readonly HighlightedSnippet[] }) {
  return (
    <ChannelPage
      page={page}
      content={appChannel}
      faq={faq}
      afterFeatures={
        <Section id="sdk" title={sdkSection.title} intro={sdkSection.intro} tone="white">
          <div className="grid gap-6 lg:grid-cols-2">
            {snippets.map((snippet) => (
              <CodeSnippet key={snippet.id} snippet={snippet} />
            ))}
          </div>
        </Section>
      }
    />
  );
}
