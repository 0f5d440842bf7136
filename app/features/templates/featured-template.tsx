import { ArrowUpRight } from "lucide-react";

import { templatesCopy } from "./templates.copy";
import type { TemplateCard as TemplateCardData } from "./templates-filter";
import { CardImage } from "#app/shared/images/card-image";
import { TemplateArtwork } from "./template-artwork";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";
import { bannerSize } from "./templates.copy";
import { categoryLabel } from "./template-card";

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
          <StudioLink
            path={`/template/${encodeURIComponent(template.id)}`}
            trackAs="Use Template Click"
            trackProps={{ template: template.name }}
            className={buttonVariants({ size: "sm" })}
          >
            {templatesCopy.useTemplate}
            <span className="sr-only">: {template.name}</span>
            <ArrowUpRight aria-hidden="true" />
          </StudioLink>
        </div>
      </div>
    </div>
  );
}
