import type { ReactNode } from "react";
import { Icon } from "#app/shared/icons/icon";

import { bannerSize, eagerBannerCount, templateCategories, templatesCopy } from "./templates.copy";
import type { TemplateCard as TemplateCardData } from "./templates-filter";
import { CardImage } from "#app/shared/images/card-image";
import { TemplateArtwork } from "./template-artwork";
import { SanitizedHtml } from "#app/shared/sections/rich-text";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";

export const categoryLabel = (id: string) =>
  templateCategories.find((category) => category.id === id)?.label ?? id;

/** Marks a card whose preview can open, and its toggle (the gallery's island opens them). */
export const PREVIEW_CARD_ATTRIBUTE = "data-preview-card";
export const PREVIEW_TOGGLE_ATTRIBUTE = "data-preview-toggle";

/** Tags a closed card shows; the rest are counted ("+2") and shown when its preview opens. */
const TAGS_SHOWN = 3;

// Drawn by the server only: the search island opens a preview by marking the card
// `data-expanded`, which the styles below follow. The picture on top at every width, its height
// fixed so the conversation in it fits (template-artwork.tsx).
export function TemplateCard({
  template,
  index,
}: {
  template: TemplateCardData;
  /** Position in the list: the first images load eagerly (app/shared/images/image-priority.ts). */
  index: number;
}) {
  const previewId = `template-preview-${template.id}`;
  const hiddenTags = template.tags.length - TAGS_SHOWN;
  return (
    <article
      {...{ [PREVIEW_CARD_ATTRIBUTE]: template.id }}
      className="group/card card-interactive rounded-card shadow-card bg-surface border-line data-expanded:border-accent-vivid data-expanded:ring-accent-vivid flex h-full cursor-pointer flex-col overflow-hidden border data-expanded:ring-1"
    >
      {template.art ? (
        <TemplateArtwork art={template.art} />
      ) : (
        <CardImage
          src={template.bannerImage}
          size={bannerSize}
          aspect="aspect-[2/1]"
          index={index}
          eagerCount={eagerBannerCount}
        />
      )}
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h3 className="text-ink text-base leading-6 font-semibold sm:text-lg">{template.name}</h3>
        <div id={previewId} className="mt-1 sm:mt-2">
          <SanitizedHtml
            html={template.descriptionHtml}
            variant="compact"
            className="line-clamp-2 group-data-expanded/card:line-clamp-none sm:line-clamp-3"
          />
          <p className="text-ink-soft mt-3 hidden text-sm group-data-expanded/card:block">
            <span className="font-semibold">{templatesCopy.categoryLabel}:</span>{" "}
            {categoryLabel(template.category)}
          </p>
        </div>
        {template.tags.length ? (
          // They wrap inside the card; past the first three, a count until the preview opens.
          <ul aria-label={templatesCopy.tagsLabel} className="mt-3 flex flex-wrap gap-1.5 sm:mt-4">
            {template.tags.map((tag, position) => (
              <li
                key={tag}
                className={
                  position < TAGS_SHOWN
                    ? "template-tag"
                    : "template-tag hidden group-data-expanded/card:block"
                }
              >
                {tag}
              </li>
            ))}
            {hiddenTags > 0 ? (
              <li className="template-tag group-data-expanded/card:hidden">
                <span aria-hidden="true">{templatesCopy.moreTags(hiddenTags)}</span>
                <span className="sr-only">{templatesCopy.moreTagsLabel(hiddenTags)}</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-4 sm:pt-5">
          <button
            type="button"
            aria-expanded="false"
            aria-controls={previewId}
            {...{ [PREVIEW_TOGGLE_ATTRIBUTE]: "" }}
            className={buttonVariants({ variant: "secondary", size: "sm" })}
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
          <UseTemplateLink template={template} />
        </div>
      </div>
    </article>
  );
}

/** "Use Template": the template opened in the studio, its name for screen readers. */
export function UseTemplateLink({
  template,
  children,
}: {
  template: TemplateCardData;
  children?: ReactNode;
}) {
  return (
    <StudioLink
      path={`/template/${encodeURIComponent(template.id)}`}
      trackAs="Use Template Click"
      trackProps={{ template: template.name }}
      className={buttonVariants({ size: "sm" })}
    >
      {templatesCopy.useTemplate}
      <span className="sr-only">: {template.name}</span>
      {children}
    </StudioLink>
  );
}
