import { cn } from "#app/shared/ui-utils";

// Card sets on the home page: on phones one row that scrolls sideways, the next card peeking in
// under an edge fade (the cue that there is more); from `sm` up the caller's grid takes over.
export const phoneScrollRow = cn(
  "max-sm:-mx-5 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:gap-3 max-sm:overflow-x-auto",
  "max-sm:scroll-px-5 max-sm:px-5 max-sm:pb-2 max-sm:[scrollbar-width:none]",
  // Positioned, so visually hidden (absolute) labels in the cards scroll with it, not the page.
  "max-sm:relative",
  "max-sm:[mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)]",
);

/** One card of the row: 80% of a phone's width, so the next one shows. */
export const phoneScrollCard = "max-sm:w-[80%] max-sm:shrink-0 max-sm:snap-start";
