import { ChatFrame } from "./chat-frame";
import { EmbedCode } from "./copy-code";
import { PageHero } from "#app/shared/sections/page-hero";
import { Section } from "#app/shared/sections/section";
import { embedSnippet } from "./demos.copy";
import { page, sections } from "./website-page.copy";
import { getPublicConfig } from "#app/shared/page-runtime/public-config";

/** The website demo: the studio's chat full width, then its embed code. No island: see ChatFrame. */
export function WebsitePage() {
  const { studioUrl } = getPublicConfig();
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} className="pb-8" />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <ChatFrame
          src={`${studioUrl}/chat/WebsiteDemo`}
          title={sections.chatTitle}
          height={600}
          lazy={false}
          className="border-line rounded-2xl border shadow-sm"
        />
      </div>
      <Section id="embed" title={sections.embed.title}>
        <EmbedCode snippet={embedSnippet(studioUrl, "WebsiteDemo")} className="mx-auto max-w-3xl" />
      </Section>
    </>
  );
}
