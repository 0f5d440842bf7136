import { Icon } from "#app/shared/icons/icon";
import { navLinks, navMenus } from "./navigation.copy";

const topItemClass =
  "pressable inline-flex h-9 items-center gap-1 rounded-full px-2.5 text-sm font-medium whitespace-nowrap text-ink-soft hover:bg-surface-muted hover:text-ink";

/** The id of a dropdown's panel; its trigger's id adds "-trigger". */
export const navPanelId = (label: string) => `main-nav-${label}`;

/** Each trigger opens its panel as a popover; arrow keys (chrome.ts) move between them. */
export function DesktopNav() {
  return (
    // Fills the row, so its items keep their place while the header arrives.
    <nav aria-label="Main" className="hidden lg:ml-2 lg:block lg:flex-1 xl:ml-4" data-main-nav="">
      <ul className="flex items-center gap-1">
        {navMenus.map((menu) => {
          const panelId = navPanelId(menu.label);
          return (
            <li key={menu.label} className="relative" data-nav-item="">
              <button
                type="button"
                id={`${panelId}-trigger`}
                data-nav-top=""
                popoverTarget={panelId}
                className={`${topItemClass} group data-open:bg-surface-muted`}
                style={{ anchorName: `--${panelId}` } as React.CSSProperties}
              >
                {menu.label}
                <Icon
                  name="chevron-down"
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-open:rotate-180"
                />
              </button>
              <div
                id={panelId}
                popover="auto"
                data-nav-panel=""
                className="nav-panel border-line bg-surface shadow-panel max-h-[calc(100vh-6rem)] w-96 overflow-y-auto overscroll-contain rounded-2xl border p-2"
                style={{ positionAnchor: `--${panelId}` } as React.CSSProperties}
              >
                <ul className="grid gap-1">
                  {menu.entries.map((entry) => (
                    <li key={entry.href}>
                      <a
                        href={entry.href}
                        className="hover:bg-surface-muted focus-visible:bg-surface-muted block rounded-xl p-3 transition-colors"
                      >
                        <span className="text-ink block text-sm font-semibold">{entry.title}</span>
                        <span className="text-accent block text-xs font-medium">
                          {entry.subtitle}
                        </span>
                        <span className="text-ink-muted mt-1 block text-sm">
                          {entry.description}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
        {navLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} data-nav-top="" className={topItemClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
