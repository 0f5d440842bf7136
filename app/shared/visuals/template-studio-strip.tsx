import { templateStudio } from "./template-studio.copy";

function Chips({ items }: { items: readonly string[] }) {
  return (
    <dd className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <span key={item} className="text-ink bg-surface-muted rounded-full px-2.5 py-1">
          {item}
        </span>
      ))}
    </dd>
  );
}

/**
 * Under the hero's preview chat: what the agent built from the chosen template learns from
 * and where it answers, as the studio shows it. Plain markup, no icons: it is in the home
 * page's first view.
 */
export function TemplateStudioStrip({ templateId }: { templateId: number | null }) {
  const knowledge =
    (templateId === null ? undefined : templateStudio.knowledge[templateId]) ??
    templateStudio.generalKnowledge;
  return (
    <dl className="border-line mt-5 grid gap-3 border-t pt-4 text-xs">
      <div className="grid gap-1.5">
        <dt className="text-ink-muted font-semibold">{templateStudio.knowledgeLabel}</dt>
        <Chips items={knowledge} />
      </div>
      <div className="grid gap-1.5">
        <dt className="text-ink-muted font-semibold">{templateStudio.channelsLabel}</dt>
        <Chips items={templateStudio.channels} />
      </div>
    </dl>
  );
}

/** The title bar of the studio window around the hero's preview. */
export function StudioTitleBar() {
  return (
    <div className="border-line bg-canvas flex items-center gap-3 border-b px-4 py-2.5">
      <span className="flex gap-1.5">
        <span className="size-2.5 rounded-full bg-rose-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-emerald-400" />
      </span>
      <span className="text-ink-muted text-xs font-semibold">{templateStudio.windowTitle}</span>
    </div>
  );
}
