import { themeSwitchCopy } from "./chrome.copy";
import { applyThemeChoice, readThemeChoice, type ThemeChoice } from "#app/shared/document/theme";
import { cn } from "#app/shared/ui-utils";
import { unknownOnServer, useBrowserStore } from "#app/shared/hooks/use-browser-store";
import { Icon } from "#app/shared/icons/icon";

/** Switches on this page that show the choice; they re-read it after each change. */
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
function choose(choice: ThemeChoice) {
  applyThemeChoice(choice);
  for (const listener of listeners) listener();
}

/**
 * The theme switch: System / Light / Dark as a radio group named "Theme". The stored choice is
 * only known in the browser and a switch cannot remember anything without script, so it keeps
 * its place but stays invisible until hydrated: nothing moves when it appears.
 */
export function ThemeSwitch({ name, className }: { name: string; className?: string }) {
  // null on the server and while hydrating: the stored choice is not known there.
  const choice = useBrowserStore<ThemeChoice | null>(subscribe, readThemeChoice, unknownOnServer);

  return (
    <div
      role="radiogroup"
      aria-label={themeSwitchCopy.label}
      className={cn(
        "border-line inline-flex items-center gap-0.5 rounded-full border p-0.5",
        choice === null && "invisible",
        className,
      )}
    >
      {themeSwitchCopy.choices.map(({ value, label, icon }) => (
        <label
          key={value}
          title={label}
          className="text-ink-muted hover:text-ink has-[:checked]:bg-surface-muted has-[:checked]:text-ink has-[:focus-visible]:outline-accent-vivid relative inline-flex size-8 cursor-pointer items-center justify-center rounded-full transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1"
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={choice === value}
            onChange={() => choose(value)}
            className="sr-only"
          />
          <Icon name={icon} aria-hidden="true" className="size-4" />
          <span className="sr-only">{label}</span>
        </label>
      ))}
    </div>
  );
}
