import { PRIVATE_PREFIX } from "#app/shared/site-map/site-paths";

// Prefetch on intent, not prerender: a prerendered page would count a view for visits that never
// happen. The desk, the API, the studio, feeds and outside links are left alone.
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
