import { IntegrationLogo } from "#app/shared/images/integration-logo";

/** What the agent does on a platform: the platform's logo beside one paragraph. */
export function AgentRole({ title, text }: { title: string; text: string }) {
  return (
    <div className="border-line bg-surface mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-2xl border p-8 shadow-sm sm:flex-row sm:items-start">
      <IntegrationLogo title={title} size={64} />
      <p className="text-ink-soft text-lg">{text}</p>
    </div>
  );
}
