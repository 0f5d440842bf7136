import { ChevronDown } from "lucide-react";
import { memo } from "react";

import { bannerSize, eagerBannerCount, templateCategories, templatesCopy } from "./templates.copy";
import type { TemplateCard as TemplateCardData } from "./templates-filter";
import { cn } from "#app/shared/ui-utils";
import { CardImage } from "#app/shared/images/card-image";
import { TemplateArtwork } from "./template-artwork";
import { SanitizedHtml } from "#app/shared/sections/rich-text";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";

const categoryLabel = (id: string) =>
  templateCategories.find((category) => category.id === id)?.label ?? id;

/**
 * One template: banner, name, description (clamped until its preview is open), tags, the
 * preview toggle and 'Use Template' (the studio at /template/{id}, in a new tab).
 *
 * Memoised: when the gallery renders again (a keystroke in the search, a render of the page
 * above it), only the cards whose props changed render, not all 28.
 */
export const TemplateCard = memo(function TemplateCard({
  template,
  expanded,
  onToggle,
  index,
}: {
  template: TemplateCardData;
  expanded: boolean;
  /** Opens or closes the preview of the template with this id (one stable function for all). */
  onToggle: (id: string) => void;
  /** Position in the list: the first images load eagerly (app/shared/images/image-priority.ts). */
  index: number;
}) {
  const previewId = `template-preview-${template.id}`;
  return (
    // A click anywhere on the card toggles its preview; the Preview button
    // is the keyboard and screen-reader path to the same toggle, so the card needs no role.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article
      onClick={(event) => {
        if ((event.target as Element).closest("a, button")) return;
        onToggle(template.id);
      }}
      className={cn(
        "card-interactive rounded-card shadow-card bg-surface flex h-full cursor-pointer flex-col overflow-hidden border",
        expanded ? "border-accent-vivid ring-accent-vivid ring-1" : "border-line",
      )}
    >
      {template.art ? (
        <TemplateArtwork art={template.art} className="aspect-[2/1]" />
      ) : (
        <CardImage
          src={template.bannerImage}
          size={bannerSize}
          aspect="aspect-[2/1]"
          index={index}
          eagerCount={eagerBannerCount}
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-ink text-lg font-semibold">{template.name}</h2>
        <div id={previewId} className="mt-2">
          <SanitizedHtml
            html={template.descriptionHtml}
            variant="compact"
            className={expanded ? undefined : "line-clamp-3"}
          />
          {expanded ? (
            <p className="text-ink-soft mt-3 text-sm">
              <span className="font-semibold">{templatesCopy.categoryLabel}:</span>{" "}
              {categoryLabel(template.category)}
            </p>
          ) : null}
        </div>
        {template.tags.length ? (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
            {template.tags.map((tag) => (
              <li
                key={tag}
                className="bg-surface-muted text-ink-soft rounded-full px-2.5 py-0.5 text-xs font-medium"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={previewId}
            onClick={() => onToggle(template.id)}
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            {expanded ? templatesCopy.hidePreview : templatesCopy.showPreview}
            <span className="sr-only"> {template.name}</span>
            <ChevronDown
              aria-hidden="true"
              className={cn("transition-transform", expanded && "rotate-180")}
            />
          </button>
          <StudioLink
            path={`/template/${encodeURIComponent(template.id)}`}
            trackAs="Use Template Click"
            trackProps={{ template: template.name }}
            className={buttonVariants({ size: "sm" })}
          >
            {templatesCopy.useTemplate}
            <span className="sr-only">: {template.name}</span>
          </StudioLink>
        </div>
      </div>
    </article>
  );
});
