import { Icon } from "#app/shared/icons/icon";
import { href } from "#app/shared/site-map/href";
import { cn } from "#app/shared/ui-utils";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";
import { DesktopNav } from "./desktop-nav";
import { mobileNavLinks } from "./navigation.copy";
import { ThemeSwitch } from "./theme-switch";
import { Wordmark } from "./wordmark";

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * The floating navigation bar on every page. Static markup: the menus are popovers, which open,
 * close on Escape or an outside click and return focus without any script; chrome.ts only adds
 * the arrow keys and the toggle's label.
 */
export function SiteHeader() {
  return (
    <header
      data-site-header=""
      className="border-line bg-surface/90 shadow-card sticky top-2 z-40 mx-auto mt-2 w-[calc(100%-1rem)] max-w-6xl rounded-[1.375rem] border backdrop-blur-md sm:top-3 sm:mt-3 sm:w-[calc(100%-1.5rem)]"
    >
      <div className="flex h-14 items-center justify-between gap-4 pr-2 pl-3 sm:h-16 sm:pr-3 sm:pl-4">
        <a href={href("/")} className="rounded-lg">
          <Wordmark />
        </a>

        <DesktopNav />

        <div className="flex items-center gap-2">
          {/* Phones have it in the menu. A wrapper: cn() does not merge `hidden` with its own display. */}
          <span className="hidden lg:block">
            <ThemeSwitch name="theme-desktop" />
          </span>
          <span className="hidden lg:block">
            <StudioLink className={buttonVariants({ variant: "ink", size: "sm" })}>
              Start Building
            </StudioLink>
          </span>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            data-menu-toggle=""
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "group lg:hidden")}
          >
            <Icon name="menu" aria-hidden="true" className="group-data-open:hidden" />
            <Icon name="x" aria-hidden="true" className="hidden group-data-open:block" />
            <span className="sr-only group-data-open:hidden">Open menu</span>
            <span className="sr-only hidden group-data-open:inline">Close menu</span>
          </button>
        </div>
      </div>

      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="mobile-menu border-line bg-surface shadow-panel rounded-[1.375rem] border p-4 lg:hidden"
      >
        <ul className="grid gap-1">
          {mobileNavLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="text-ink hover:bg-surface-muted block rounded-lg px-3 py-2 font-medium"
              >
                {link.label}
              </a>
            </li>
          ))}
          <li className="flex items-center justify-between gap-3 px-3 pt-2">
            <span aria-hidden="true" className="text-ink-muted text-sm font-medium">
              Theme
            </span>
            <ThemeSwitch name="theme-mobile" />
          </li>
          <li className="pt-2">
            <StudioLink className={cn(buttonVariants({ variant: "ink" }), "w-full")}>
              Start Building
            </StudioLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
