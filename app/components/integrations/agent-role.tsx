import { IntegrationLogo } from "../integration-logo";

/** What the agent does on a platform: the platform's logo beside one paragraph. */
export function AgentRole({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm sm:flex-row sm:items-start">
      <IntegrationLogo title={title} size={64} />
      <p className="text-lg text-slate-700">{text}</p>
    </div>
  );
}
