import type { ReactNode } from "react";

import { Icon } from "#app/shared/icons/icon";
import type { IconName } from "#app/shared/icons/icon-names";
import { StatValue } from "#app/shared/sections/stat-value";
import { cn } from "#app/shared/ui-utils";
import { AgentAvatar } from "#app/shared/visuals/agent-avatar";
import { Bubble } from "#app/shared/visuals/phone-screens";
import { landingCopy as copy } from "./landing.copy";

/**
 * The side columns of the demo landing layout, drawn as product rather than as text boxes: a
 * live-looking agent card, icon rows, a stepper, stat tiles and a testimonial card.
 */
const columnClass = "grid content-start gap-5 md:grid-cols-2 lg:grid-cols-1";

/** Left: what an agent is, its key benefits, how to get started. */
export function LandingLeftColumn({ className }: { className?: string }) {
  const { whatIs, benefits, getStarted } = copy;
  return (
    <div className={cn(columnClass, className)}>
      <Card title={whatIs.title} className="md:col-span-2 lg:col-span-1">
        <AgentPreview />
        <p className="text-ink-muted mt-4 text-sm leading-6">{whatIs.text}</p>
      </Card>
      <Card title={benefits.title}>
        <IconRows rows={benefits.items.map((item) => ({ icon: item.icon, title: item.text }))} />
      </Card>
      <Card title={getStarted.title}>
        <ol className="grid">
          {getStarted.items.map((item, index) => (
            <li key={item} className="relative flex gap-3 pb-4 last:pb-0">
              {index < getStarted.items.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="bg-line-strong absolute top-7 bottom-0 left-3 w-px"
                />
              ) : null}
              <span className="border-accent-line bg-surface text-accent-strong relative flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold tabular-nums">
                {index + 1}
              </span>
              <span className="text-ink-soft pt-0.5 text-sm font-medium">{item}</span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

/** Right: use cases, why businesses choose us (the stats), what a customer says. */
export function LandingRightColumn({ className }: { className?: string }) {
  const { useCases, whyUs } = copy;
  return (
    <div className={cn(columnClass, className)}>
      <Card title={useCases.title}>
        <IconRows tone="lagoon" rows={useCases.items} />
      </Card>
      <Card title={whyUs.title}>
        <dl className="grid grid-cols-2 gap-2">
          {whyUs.stats.map((stat) => (
            <div
              key={stat.label}
              className="border-line bg-canvas flex flex-col-reverse justify-end rounded-xl border p-3"
            >
              <dt className="text-ink-muted mt-0.5 text-xs leading-4">{stat.label}</dt>
              <dd className="text-ink">
                <Icon name={stat.icon} aria-hidden="true" className="text-accent mb-2 size-4" />
                <StatValue
                  value={stat.value}
                  className="text-2xl tracking-[-0.03em]"
                  unitClassName="text-ink-soft text-sm"
                />
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Testimonial />
    </div>
  );
}

function Card({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn("border-line bg-surface rounded-card shadow-card border p-5", className)}
    >
      <h2 className="text-ink text-base font-semibold tracking-[-0.01em]">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A small conversation in the agent's own chat window: what "an AI agent" looks like at work. */
function AgentPreview() {
  const { preview } = copy.whatIs;
  return (
    <div aria-hidden="true" className="border-line bg-canvas grid gap-2 rounded-xl border p-3">
      <span className="flex items-center gap-2">
        <AgentAvatar size="size-6" />
        <span className="text-ink text-xs font-semibold">{preview.agent}</span>
        <span className="text-ink-muted ml-auto flex items-center gap-1.5 text-[11px]">
          <span className="bg-signal size-1.5 rounded-full" />
          {preview.status}
        </span>
      </span>
      <Bubble mine className="bg-ink text-canvas">
        {preview.question}
      </Bubble>
      <Bubble className="bg-surface text-ink">{preview.answer}</Bubble>
      <span className="bg-success-soft text-success-ink inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold">
        <Icon name="check" className="size-3" />
        {preview.action}
      </span>
    </div>
  );
}

const iconTones = {
  accent: "bg-accent-soft text-accent-strong",
  lagoon: "bg-success-soft text-success-ink",
} as const;

/** Rows led by an icon tile: a title, and a line under it when there is one. */
function IconRows({
  rows,
  tone = "accent",
}: {
  rows: readonly { icon: IconName; title: string; text?: string }[];
  tone?: keyof typeof iconTones;
}) {
  return (
    <ul className="grid gap-3.5">
      {rows.map((row) => (
        <li key={row.title} className={cn("flex gap-3", !row.text && "items-center")}>
          <span
            className={cn(
              iconTones[tone],
              "flex size-8 shrink-0 items-center justify-center rounded-lg",
            )}
          >
            <Icon name={row.icon} aria-hidden="true" className="size-4" />
          </span>
          {row.text ? (
            <span className="text-sm">
              <span className="text-ink block font-semibold">{row.title}</span>
              <span className="text-ink-muted block">{row.text}</span>
            </span>
          ) : (
            <span className="text-ink-soft text-sm font-medium">{row.title}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The customer's words on the night palette: the one dark card among the light ones. */
function Testimonial() {
  const { testimonial } = copy;
  const initials = testimonial.name
    .split(" ")
    .map((part) => part[0])
    .join("");
  return (
    <section className="bg-night rounded-card shadow-card border-night-line relative overflow-hidden border p-5 md:col-span-2 lg:col-span-1">
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(80%_60%_at_100%_0%,rgb(238_91_43/0.22),transparent_70%)]"
      />
      <div className="relative">
        <h2 className="text-night-ink text-base font-semibold tracking-[-0.01em]">
          {testimonial.title}
        </h2>
        <figure className="mt-4">
          <Icon name="quote" aria-hidden="true" className="text-brand-400 size-6" />
          <blockquote className="text-night-ink mt-2 text-[15px] leading-6 font-medium">
            “{testimonial.quote}”
          </blockquote>
          <figcaption className="border-night-line mt-5 flex items-center gap-3 border-t pt-4">
            <span
              aria-hidden="true"
              className="bg-brand-700 flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white"
            >
              {initials}
            </span>
            <span className="text-sm">
              <span className="text-night-ink block font-semibold">{testimonial.name}</span>
              <span className="text-night-muted block text-xs leading-5">{testimonial.role}</span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
