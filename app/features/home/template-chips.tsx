import { homeHero } from "./home-page.copy";
import { homeTemplates } from "./home-templates.copy";
import { cn } from "#app/shared/ui-utils";

/** The id of the GET form the chips submit to when JavaScript is off (see AgentPromptForm). */
export const TEMPLATE_CHOOSER_FORM_ID = "template-chooser";

/** Without JavaScript each chip submits a GET form (`/?template=<id>`) the server answers. */
export function TemplateChips({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <div role="group" aria-labelledby="template-chips-label" className="mt-3 sm:mt-5">
      {/* Phones show the chips as one row that scrolls sideways, under the same (unseen) name. */}
      <p id="template-chips-label" className="text-ink-soft text-sm font-medium max-sm:sr-only">
        {homeHero.templatesLabel}
      </p>
      <ul className="-mx-5 flex [scrollbar-width:none] gap-2 overflow-x-auto px-5 sm:mx-0 sm:mt-2 sm:flex-wrap sm:overflow-visible sm:px-0">
        {homeTemplates.map((template) => {
          const selected = template.id === selectedId;
          return (
            <li key={template.id}>
              <button
                type="submit"
                form={TEMPLATE_CHOOSER_FORM_ID}
                name="template"
                value={template.id}
                aria-pressed={selected}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(template.id);
                }}
                className={cn(
                  "pressable rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap",
                  selected
                    ? "border-ink bg-ink text-canvas"
                    : "hover:border-ink-subtle hover:text-ink border-line-strong bg-surface text-ink-soft",
                )}
              >
                {template.title}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
