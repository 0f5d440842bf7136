import { Icon } from "../../shared/icons/icon";

import { homeHero } from "./home-page.copy";
import { customAgentPreview, findHomeTemplate } from "./home-templates.copy";
import { cn } from "../../shared/ui-utils";
import { Button } from "../../components/ui/button";
import { StudioTitleBar, TemplateStudioStrip } from "../../shared/visuals/template-studio-strip";

/**
 * The side panel of the hero on large screens: how an agent built from the selected template
 * answers a customer. Create Your Agent takes the visitor to the prompt box.
 */
export function AgentPreviewPanel({
  templateId,
  onCreate,
}: {
  templateId: number | null;
  onCreate: () => void;
}) {
  const template = findHomeTemplate(templateId);
  const preview = template?.preview ?? customAgentPreview;
  const title = template?.title ?? customAgentPreview.title;

  return (
    <aside
      aria-label={homeHero.previewLabel}
      className="hidden lg:block"
      data-testid="agent-preview"
    >
      <div
        className={cn(
          "reveal rounded-panel border-line bg-surface shadow-panel overflow-hidden border ring-1",
          preview.colors.ring,
        )}
      >
        <StudioTitleBar />
        <div className="p-6">
          <div className="flex items-center gap-3">
            <span
              className={cn(
                "inline-flex size-11 items-center justify-center rounded-full text-white",
                preview.colors.accent,
              )}
            >
              <Icon name="bot" aria-hidden="true" className="size-6" />
            </span>
            <div>
              <p className="text-ink font-semibold">{title}</p>
              <p className="text-ink-muted flex items-center gap-1.5 text-sm">
                <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
                {homeHero.previewCaption}
              </p>
            </div>
          </div>

          <div className="mt-6 grid min-h-56 content-start gap-3">
            <p
              className={cn(
                "text-ink ml-10 rounded-2xl rounded-br-sm px-4 py-3 text-sm",
                preview.colors.soft,
              )}
            >
              <span className="sr-only">Customer: </span>
              {preview.customerMessage}
            </p>
            <p
              className={cn(
                "mr-10 rounded-2xl rounded-bl-sm px-4 py-3 text-sm text-white",
                preview.colors.accent,
              )}
            >
              <span className="sr-only">Agent: </span>
              {preview.agentReply}
            </p>
          </div>

          <TemplateStudioStrip templateId={template?.id ?? null} />

          <Button size="lg" className="mt-6 w-full" onClick={onCreate}>
            {homeHero.createYourAgent}
          </Button>
        </div>
      </div>
    </aside>
  );
}
