import { ArrowUpRight } from "lucide-react";

import type { TemplateCard as TemplateCardData } from "./templates-filter";
import { CardImage } from "#app/shared/images/card-image";
import { TemplateArtwork } from "./template-artwork";
import { bannerSize } from "./templates.copy";
import { categoryLabel, UseTemplateLink } from "./template-card";

/**
 * A template of the featured row: a larger picture whose conversation can be read, the name, the
 * start of the description and 'Use Template'. The same template's card, with its preview, is in
 * its category's section below.
 */
export function FeaturedTemplate({ template }: { template: TemplateCardData }) {
  return (
    <div className="card-interactive rounded-card shadow-card bg-surface border-line flex h-full flex-col overflow-hidden border">
      {template.art ? (
        <TemplateArtwork art={template.art} size="feature" />
      ) : (
        <CardImage
          src={template.bannerImage}
          size={bannerSize}
          aspect="aspect-[2/1]"
          index={0}
          eagerCount={3}
        />
      )}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-accent-strong text-xs font-semibold tracking-wide uppercase">
          {categoryLabel(template.category)}
        </p>
        <h3 className="text-ink mt-1.5 text-lg leading-6 font-semibold sm:text-xl">
          {template.name}
        </h3>
        <p className="text-ink-muted mt-2 line-clamp-2 text-sm sm:text-base">
          {template.descriptionText}
        </p>
        <div className="mt-auto pt-5">
          <UseTemplateLink template={template}>
            <ArrowUpRight aria-hidden="true" />
          </UseTemplateLink>
        </div>
      </div>
    </div>
  );
}
