import type { SiteContext } from "#app/context";
import { safeImageSrc } from "#app/shared/images/image-src";
import { htmlToText, sanitizeHtml } from "#app/shared/platform/sanitize.server";
import type { AgentTemplate } from "#app/shared/platform/platform.schema";
import type { TemplateCard } from "./templates-filter";
import { templateArt } from "./template-art";

/** Drawn from its data (templateArt) unless it has a banner and no sample. */
export function toTemplateCard(template: AgentTemplate): TemplateCard {
  const descriptionText = htmlToText(template.description);
  const bannerImage = safeImageSrc(template.bannerImage);
  return {
    id: template._id,
    name: template.agentId.name,
    descriptionHtml: sanitizeHtml(template.description),
    descriptionText,
    tags: template.tags,
    category: template.category,
    bannerImage,
    art:
      template.sample || !bannerImage
        ? templateArt({
            id: template._id,
            name: template.agentId.name,
            descriptionText,
            tags: template.tags,
            category: template.category,
            sample: template.sample,
          })
        : null,
  };
}

/** Call 3; a failure is logged and the list stays empty. */
export async function loadTemplateCards({
  platform,
  log,
}: Pick<SiteContext, "platform" | "log">): Promise<TemplateCard[]> {
  try {
    return (await platform.getTemplates()).map(toTemplateCard);
  } catch (error) {
    log.error({ err: error }, "templates: could not load the templates");
    return [];
  }
}
