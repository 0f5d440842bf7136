import { themeSwitchCopy } from "./chrome.copy";
import { cn } from "#app/shared/ui-utils";
import { Icon } from "#app/shared/icons/icon";

// Drawn from <html data-theme-choice> (set before the first paint); chrome.ts applies a change.
// Invisible without script, which it needs to remember anything.
export function ThemeSwitch({ name, className }: { name: string; className?: string }) {
  return (
    <div
      role="radiogroup"
      aria-label={themeSwitchCopy.label}
      data-theme-switch=""
      className={cn(
        "border-line inline-flex items-center gap-0.5 rounded-full border p-0.5",
        className,
      )}
    >
      {themeSwitchCopy.choices.map(({ value, label, icon }) => (
        <label
          key={value}
          title={label}
          data-choice={value}
          className="theme-choice text-ink-muted hover:text-ink has-[:focus-visible]:outline-accent-vivid relative inline-flex size-8 cursor-pointer items-center justify-center rounded-full transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1"
        >
          <input type="radio" name={name} value={value} className="sr-only" />
          <Icon name={icon} aria-hidden="true" className="size-4" />
          <span className="sr-only">{label}</span>
        </label>
      ))}
    </div>
  );
}
