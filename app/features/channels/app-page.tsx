import { ChannelPage } from "./channel-page";
import { SdkSection } from "./sdk-section";
import { appChannel, faq, page, sdkSection } from "./app-page.copy";
import type { HighlightedSnippet } from "./code-snippet";

/** The mobile app channel page, with the SDK snippets after its features. */
export function AppChannelPage({ snippets }: { snippets: readonly HighlightedSnippet[] }) {
  return (
    <ChannelPage
      page={page}
      content={appChannel}
      faq={faq}
      afterFeatures={
        <SdkSection title={sdkSection.title} intro={sdkSection.intro} snippets={snippets} />
      }
    />
  );
}
