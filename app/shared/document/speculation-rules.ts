import { PRIVATE_PREFIX } from "#app/shared/site-map/site-paths";

/**
 * Navigation between pages is a document load of a cached page; to make it feel instant,
 * browsers that support speculation rules fetch a page as soon as a visitor shows intent (a
 * pointer resting on its link, or pressing it). Prefetch, not prerender: a prerendered page
 * would run its scripts (a page view counted) for visits that never happen. The desk, the
 * API, the studio, feeds and links that open elsewhere are left alone.
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          {
            not: {
              href_matches: [`${PRIVATE_PREFIX}/*`, "/api/*", "/studio/*", "/*.xml", "/*.txt"],
            },
          },
          { not: { selector_matches: "[target=_blank], [download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
