import { PersonaDemo } from "#app/shared/persona-demo/persona-demo";
import { PageHero } from "#app/shared/sections/page-hero";
import { page } from "./conversational-page.copy";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/conversational.route";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

/** The persona demo of the home page on a page of its own. */
export default function Page() {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <div className="px-6 pb-20">
        <PersonaDemo headingLevel={2} />
      </div>
    </>
  );
}
