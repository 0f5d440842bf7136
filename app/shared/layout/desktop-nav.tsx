import { Icon } from "#app/shared/icons/icon";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";

import { useSiteNavigation } from "#app/shared/document/public-config";

const topItemClass =
  "pressable inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm font-medium text-ink-soft hover:bg-surface-muted hover:text-ink";

/** Moves focus among the elements matching `selector` inside `root`, wrapping around. */
function moveFocus(root: HTMLElement | null, selector: string, step: 1 | -1 | "first" | "last") {
  const items = Array.from(root?.querySelectorAll<HTMLElement>(selector) ?? []);
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const next =
    step === "first"
      ? 0
      : step === "last"
        ? items.length - 1
        : (current + step + items.length) % items.length;
  items[next]?.focus();
}

/**
 * The dropdowns of the navigation bar on large screens, as disclosure buttons (a small
 * hand-written widget instead of a menu library, to keep the first view's JavaScript small).
 * Keyboard: Enter or Space toggles, ArrowDown opens and enters a panel, arrows move between
 * links and between the top-level items, Home/End jump, Escape closes and returns focus.
 */
export function DesktopNav() {
  const [open, setOpen] = useState<string | null>(null);
  const { navMenus, navLinks } = useSiteNavigation();
  const navRef = useRef<HTMLElement>(null);
  const focusFirstLink = useRef(false);
  const baseId = "main-nav";

  useEffect(() => {
    if (!open) return;
    if (focusFirstLink.current) {
      focusFirstLink.current = false;
      moveFocus(document.getElementById(`${baseId}-${open}`), "a", "first");
    }
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open, baseId]);

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, menu?: string) => {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      setOpen(null);
      moveFocus(navRef.current, "[data-nav-top]", event.key === "ArrowRight" ? 1 : -1);
    } else if (menu && event.key === "ArrowDown") {
      event.preventDefault();
      focusFirstLink.current = true;
      if (open === menu) moveFocus(document.getElementById(`${baseId}-${menu}`), "a", "first");
      else setOpen(menu);
    } else if (event.key === "Escape") {
      setOpen(null);
    }
  };

  const onPanelLinkKeyDown = (event: KeyboardEvent<HTMLElement>, menu: string) => {
    const panel = document.getElementById(`${baseId}-${menu}`);
    const keys: Record<string, 1 | -1 | "first" | "last"> = {
      ArrowDown: 1,
      ArrowUp: -1,
      Home: "first",
      End: "last",
    };
    const step = keys[event.key];
    if (step !== undefined) {
      event.preventDefault();
      moveFocus(panel, "a", step);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(null);
      document.getElementById(`${baseId}-${menu}-trigger`)?.focus();
    }
  };

  return (
    // Next to the logo and filling the row: its items keep their place while the rest of the
    // header is still arriving (centred, a first paint of the half-parsed header drew it at the
    // far right and moved it, a layout shift of about 0.01 at 1440 px).
    <nav ref={navRef} aria-label="Main" className="hidden lg:ml-4 lg:block lg:flex-1">
      <ul className="flex items-center gap-1">
        {navMenus.map((menu) => {
          const isOpen = open === menu.label;
          const panelId = `${baseId}-${menu.label}`;
          return (
            <li
              key={menu.label}
              className="relative"
              onBlur={(event) => {
                // Tabbing out of an open dropdown closes it.
                if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpen(null);
                }
              }}
            >
              <button
                type="button"
                id={`${panelId}-trigger`}
                data-nav-top=""
                aria-expanded={isOpen}
                aria-controls={isOpen ? panelId : undefined}
                className={`${topItemClass} ${isOpen ? "bg-surface-muted" : ""}`}
                onClick={() => setOpen(isOpen ? null : menu.label)}
                onKeyDown={(event) => onTopKeyDown(event, menu.label)}
              >
                {menu.label}
                <Icon
                  name="chevron-down"
                  aria-hidden="true"
                  className={`size-4 transition-transform ${isOpen ? "rotate-180" : ""}`}
                />
              </button>
              {/* Rendered only while open (the footer and sitemap carry the same links). */}
              {isOpen ? (
                <div
                  id={panelId}
                  className="animate-fade-in border-line bg-surface shadow-panel absolute top-full left-0 z-50 mt-3 max-h-[calc(100vh-6rem)] w-96 overflow-y-auto overscroll-contain rounded-2xl border p-2"
                >
                  <ul className="grid gap-1">
                    {menu.entries.map((entry) => (
                      <li key={entry.href}>
                        <Link
                          to={entry.href}
                          onClick={() => setOpen(null)}
                          onKeyDown={(event) => onPanelLinkKeyDown(event, menu.label)}
                          className="hover:bg-surface-muted focus-visible:bg-surface-muted block rounded-xl p-3 transition-colors"
                        >
                          <span className="text-ink block text-sm font-semibold">
                            {entry.title}
                          </span>
                          <span className="text-accent block text-xs font-medium">
                            {entry.subtitle}
                          </span>
                          <span className="text-ink-muted mt-1 block text-sm">
                            {entry.description}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
        {navLinks.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              data-nav-top=""
              className={topItemClass}
              onKeyDown={(event) => onTopKeyDown(event)}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
