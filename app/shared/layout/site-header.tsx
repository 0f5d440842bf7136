import { Icon } from "#app/shared/icons/icon";
import { useState } from "react";
import { Link, href } from "react-router";

import { useSiteNavigation } from "#app/shared/document/public-config";
import { cn } from "#app/shared/ui-utils";
import { DesktopNav } from "./desktop-nav";
import { StudioLink } from "#app/shared/links/studio-link";
import { ThemeSwitch } from "./theme-switch";
import { buttonVariants } from "#app/components/ui/button";
import { Wordmark } from "./wordmark";

/** The floating navigation bar on every page. */
export function SiteHeader() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { mobileNavLinks } = useSiteNavigation();
  const closeMobile = () => setMobileOpen(false);

  return (
    <header className="border-line bg-surface/90 shadow-card sticky top-2 z-40 mx-auto mt-2 w-[calc(100%-1rem)] max-w-6xl rounded-[1.375rem] border backdrop-blur-md sm:top-3 sm:mt-3 sm:w-[calc(100%-1.5rem)]">
      <div className="flex h-14 items-center justify-between gap-4 pr-2 pl-3 sm:h-16 sm:pr-3 sm:pl-4">
        <Link to={href("/")} className="rounded-lg">
          <Wordmark />
        </Link>

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
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? (
              <Icon name="x" aria-hidden="true" />
            ) : (
              <Icon name="menu" aria-hidden="true" />
            )}
            <span className="sr-only">{mobileOpen ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
      </div>

      {mobileOpen ? (
        <nav id="mobile-menu" aria-label="Mobile" className="border-line border-t p-4 lg:hidden">
          <ul className="grid gap-1">
            {mobileNavLinks.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  onClick={closeMobile}
                  className="text-ink hover:bg-surface-muted block rounded-lg px-3 py-2 font-medium"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="flex items-center justify-between gap-3 px-3 pt-2">
              <span aria-hidden="true" className="text-ink-muted text-sm font-medium">
                Theme
              </span>
              <ThemeSwitch name="theme-mobile" />
            </li>
            <li className="pt-2">
              <StudioLink
                onClick={closeMobile}
                className={cn(buttonVariants({ variant: "ink" }), "w-full")}
              >
                Start Building
              </StudioLink>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
