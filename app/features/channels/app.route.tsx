import { ChannelPage } from "./channel-page";
import { SdkSection } from "./sdk-section";
import { appChannel, faq, page, sdkSection } from "./app-page.copy";
import { highlightCode } from "./highlight.server";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/app.route";

export async function loader() {
  // Highlighted here, at build time for the prerendered page: no highlighter in the browser.
  const snippets = await Promise.all(
    sdkSection.snippets.map(async ({ id, label, lang, code }) => ({
      id,
      label,
      code,
      html: await highlightCode(code, lang),
    })),
  );
  // The FAQ answers travel as page data, not as JavaScript.
  return { snippets, faq };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ChannelPage
      page={page}
      content={appChannel}
      faq={loaderData.faq}
      afterFeatures={
        <SdkSection
          title={sdkSection.title}
          intro={sdkSection.intro}
          snippets={loaderData.snippets}
        />
      }
    />
  );
}
