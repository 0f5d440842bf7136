import { FileText } from "lucide-react";

import {
  generalKnowledge,
  studioLabels,
  templateChannels,
  templateKnowledge,
} from "../../content/product-visuals";
import { ChannelChip } from "./channel-icons";

/**
 * Under the hero's preview chat: what the agent built from the chosen template learns from
 * and where it answers, as the studio shows it. A custom description gets general sources.
 */
export function TemplateStudioStrip({ templateId }: { templateId: number | null }) {
  const knowledge =
    (templateId === null ? undefined : templateKnowledge[templateId]) ?? generalKnowledge;
  return (
    <dl className="border-line mt-5 grid gap-3 border-t pt-4 text-xs">
      <div className="grid gap-1.5">
        <dt className="text-ink-muted font-semibold">{studioLabels.knowledge}</dt>
        <dd className="flex flex-wrap gap-1.5">
          {knowledge.map((source) => (
            <span
              key={source}
              className="text-ink inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1"
            >
              <FileText aria-hidden="true" className="text-brand-700 size-3.5" />
              {source}
            </span>
          ))}
        </dd>
      </div>
      <div className="grid gap-1.5">
        <dt className="text-ink-muted font-semibold">{studioLabels.channels}</dt>
        <dd className="flex flex-wrap gap-1.5">
          {templateChannels.map((channel) => (
            <ChannelChip key={channel} channel={channel} />
          ))}
        </dd>
      </div>
    </dl>
  );
}
