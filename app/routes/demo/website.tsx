import { ChatFrame } from "../../components/demo/chat-frame";
import { EmbedCode } from "../../components/demo/copy-code";
import { PageHero } from "../../components/page-hero";
import { Section } from "../../components/sections/section";
import { embedSnippet } from "../../content/demos";
import { page, sections } from "../../content/pages/demo/website";
import { usePublicConfig } from "../../lib/public-config";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/website";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  const { studioUrl } = usePublicConfig();
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} className="pb-8" />
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
