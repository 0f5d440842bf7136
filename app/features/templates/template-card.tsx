import { Icon } from "#app/shared/icons/icon";

import { bannerSize, eagerBannerCount, templateCategories, templatesCopy } from "./templates.copy";
import type { TemplateCard as TemplateCardData } from "./templates-filter";
import { CardImage } from "#app/shared/images/card-image";
import { TemplateArtwork } from "./template-artwork";
import { SanitizedHtml } from "#app/shared/sections/rich-text";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";

const categoryLabel = (id: string) =>
  templateCategories.find((category) => category.id === id)?.label ?? id;

/** Marks a card whose preview can open, and its toggle (the gallery's island opens them). */
export const PREVIEW_CARD_ATTRIBUTE = "data-preview-card";
export const PREVIEW_TOGGLE_ATTRIBUTE = "data-preview-toggle";

// Drawn by the server only: the search island opens a preview by marking the card
// `data-expanded`, which the styles below follow. On phones a row: the picture beside the text,
// so the 28 cards make a page of about 7,000 px instead of 16,000.
export function TemplateCard({
  template,
  index,
}: {
  template: TemplateCardData;
  /** Position in the list: the first images load eagerly (app/shared/images/image-priority.ts). */
  index: number;
}) {
  const previewId = `template-preview-${template.id}`;
  return (
    <article
      {...{ [PREVIEW_CARD_ATTRIBUTE]: template.id }}
      className="group/card card-interactive rounded-card shadow-card bg-surface border-line data-expanded:border-accent-vivid data-expanded:ring-accent-vivid grid h-full cursor-pointer grid-cols-[6.5rem_minmax(0,1fr)] overflow-hidden border data-expanded:ring-1 sm:flex sm:flex-col"
    >
      {template.art ? (
        <TemplateArtwork art={template.art} className="max-sm:h-full sm:aspect-[2/1]" />
      ) : (
        <CardImage
          src={template.bannerImage}
          size={bannerSize}
          aspect="aspect-[2/1]"
          index={index}
          eagerCount={eagerBannerCount}
        />
      )}
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        <h2 className="text-ink text-base leading-6 font-semibold sm:text-lg">{template.name}</h2>
        <div id={previewId} className="mt-1 sm:mt-2">
          <SanitizedHtml
            html={template.descriptionHtml}
            variant="compact"
            className="line-clamp-2 group-data-expanded/card:line-clamp-none max-sm:leading-5 sm:line-clamp-3"
          />
          <p className="text-ink-soft mt-3 hidden text-sm group-data-expanded/card:block">
            <span className="font-semibold">{templatesCopy.categoryLabel}:</span>{" "}
            {categoryLabel(template.category)}
          </p>
        </div>
        {template.tags.length ? (
          // On phones one line, its cut edge faded; the preview shows them all.
          <ul
            aria-label="Tags"
            className="mt-2 flex gap-1.5 overflow-hidden group-data-expanded/card:flex-wrap group-data-expanded/card:mask-none max-sm:mask-r-from-80% sm:mt-4 sm:flex-wrap sm:gap-2"
          >
            {template.tags.map((tag) => (
              <li key={tag} className="template-tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-3 sm:pt-5">
          <button
            type="button"
            aria-expanded="false"
            aria-controls={previewId}
            {...{ [PREVIEW_TOGGLE_ATTRIBUTE]: "" }}
            className={buttonVariants({
              variant: "secondary",
              size: "sm",
              className: "max-sm:h-8",
            })}
          >
            <span className="group-data-expanded/card:hidden">{templatesCopy.showPreview}</span>
            <span className="hidden group-data-expanded/card:inline">
              {templatesCopy.hidePreview}
            </span>
            <span className="sr-only"> {template.name}</span>
            <Icon
              name="chevron-down"
              aria-hidden="true"
              className="transition-transform group-data-expanded/card:rotate-180"
            />
          </button>
          <StudioLink
            path={`/template/${encodeURIComponent(template.id)}`}
            trackAs="Use Template Click"
            trackProps={{ template: template.name }}
            className={buttonVariants({ size: "sm", className: "max-sm:h-8" })}
          >
            {templatesCopy.useTemplate}
            <span className="sr-only">: {template.name}</span>
          </StudioLink>
        </div>
      </div>
    </article>
  );
}
