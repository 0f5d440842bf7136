import { PersonaDemo } from "../../components/home/persona-demo";
import { PageHero } from "../../components/page-hero";
import { page } from "../../content/pages/demo/conversational";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/conversational";

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
