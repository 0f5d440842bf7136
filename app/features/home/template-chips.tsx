import { homeHero } from "./home-page.copy";
import { homeTemplates } from "./home-templates.copy";
import { cn } from "../../shared/ui-utils";

/** The id of the GET form the chips submit to when JavaScript is off (see AgentPromptForm). */
export const TEMPLATE_CHOOSER_FORM_ID = "template-chooser";

/**
 * The five template chips. With JavaScript a chip fills the prompt in place; without it, each
 * chip submits a tiny GET form (`/?template=<id>`) and the server renders the page with the
 * template chosen.
 */
export function TemplateChips({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <div role="group" aria-labelledby="template-chips-label" className="mt-5">
      <p id="template-chips-label" className="text-ink-soft text-sm font-medium">
        {homeHero.templatesLabel}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
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
                  "rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors",
                  selected
                    ? "border-accent-vivid bg-brand-600 text-white"
                    : "hover:border-brand-500 hover:text-accent-strong border-line-strong bg-surface text-ink-soft",
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
