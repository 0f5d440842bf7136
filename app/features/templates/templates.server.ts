import type { SiteContext } from "../../context";
import { safeImageSrc } from "../../shared/images/image-src";
import { htmlToText, sanitizeHtml } from "../../shared/platform/sanitize.server";
import type { AgentTemplate } from "../../shared/platform/platform.schema";
import type { TemplateCard } from "./templates-filter";

function toTemplateCard(template: AgentTemplate): TemplateCard {
  return {
    id: template._id,
    name: template.agentId.name,
    descriptionHtml: sanitizeHtml(template.description),
    descriptionText: htmlToText(template.description),
    tags: template.tags,
    category: template.category,
    bannerImage: safeImageSrc(template.bannerImage),
  };
}

/**
 * The gallery's templates (call 3). A failure is logged and the list stays empty, silently
 *.
 */
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
