import { useLayoutEffect } from "react";
import { href } from "#app/shared/site-map/href";

import { SearchFilter } from "#app/shared/search/search-filter";
import { templateCategories, templatesCopy, type TemplateCategoryId } from "./templates.copy";
import {
  NO_TEMPLATES_ID,
  SHOW_CATEGORY_ATTRIBUTE,
  TEMPLATE_LIST_ID,
  TEMPLATES_SEARCH_ID,
} from "./template-gallery";
import { PREVIEW_CARD_ATTRIBUTE, PREVIEW_TOGGLE_ATTRIBUTE } from "./template-card";

const options = templateCategories.map((category) => ({
  value: category.id,
  label: category.label,
}));

/*
 * The field stays just under the floating header, no gap: its opaque canvas reaches up behind
 * the header (::before), so no card shows around it. The category row sticks under the field
 * only from 640 px; on phones it scrolls away, keeping the sticky part to 15 % of the screen.
 * The header's bottom: top-2 + 58 px on phones, top-3 + 66 px from 640 px (site-header.tsx).
 */
const stickyBar =
  "bg-canvas sticky top-[4.125rem] z-30 -mx-4 mt-5 px-4 pt-1.5 pb-2 before:bg-canvas before:absolute before:inset-x-0 before:bottom-full before:h-[4.125rem] sm:top-[4.875rem] sm:-mx-6 sm:mt-8 sm:px-6 sm:before:h-[4.875rem]";
const categoryRow =
  "sm:bg-canvas sm:border-line mt-1 sm:sticky sm:top-[8.5rem] sm:z-30 sm:-mx-6 sm:mt-0 sm:border-b sm:px-6 sm:pb-2";

/** One listener for the whole list; the same card again closes its preview. */
function togglePreviewOnClick(list: HTMLElement) {
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const card = target.closest<HTMLElement>(`[${PREVIEW_CARD_ATTRIBUTE}]`);
    if (!card || (target.closest("a, button") && !target.closest(`[${PREVIEW_TOGGLE_ATTRIBUTE}]`)))
      return;
    const open = !card.hasAttribute("data-expanded");
    for (const other of list.querySelectorAll<HTMLElement>("[data-expanded]")) {
      other.removeAttribute("data-expanded");
      other.querySelector(`[${PREVIEW_TOGGLE_ATTRIBUTE}]`)?.setAttribute("aria-expanded", "false");
    }
    card.toggleAttribute("data-expanded", open);
    card
      .querySelector(`[${PREVIEW_TOGGLE_ATTRIBUTE}]`)
      ?.setAttribute("aria-expanded", String(open));
  };
  list.addEventListener("click", onClick);
  return () => list.removeEventListener("click", onClick);
}

/** Without JavaScript the bar is a GET form the server answers. */
export function TemplatesSearch({
  initialQ,
  initialCategory,
  initialCount,
}: {
  initialQ: string;
  initialCategory: TemplateCategoryId;
  initialCount: number;
}) {
  // A layout effect: the cards' toggles work as soon as the island has hydrated.
  useLayoutEffect(() => {
    const list = document.getElementById(TEMPLATE_LIST_ID);
    return list ? togglePreviewOnClick(list) : undefined;
  }, []);
  return (
    <SearchFilter
      id={TEMPLATES_SEARCH_ID}
      action={href("/templates")}
      copy={templatesCopy}
      options={options}
      listId={TEMPLATE_LIST_ID}
      emptyId={NO_TEMPLATES_ID}
      viewId={TEMPLATE_LIST_ID}
      initial={{ q: initialQ, category: initialCategory, count: initialCount }}
      status={templatesCopy.countText}
      sectionSelector=":scope > section[aria-labelledby^='template-section-']"
      showCategoryAttribute={SHOW_CATEGORY_ATTRIBUTE}
      formClassName={stickyBar}
      groupClassName={categoryRow}
    />
  );
}
