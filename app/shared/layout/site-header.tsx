import { Icon } from "#app/shared/icons/icon";
import { href } from "#app/shared/site-map/href";
import { cn } from "#app/shared/ui-utils";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";
import { DesktopNav } from "./desktop-nav";
import { MobileMenu } from "./mobile-menu";
import { MOBILE_MENU_ID } from "./mobile-menu-runtime";
import { mobileMenuCopy } from "./mobile-menu.copy";
import { SearchButton } from "#app/shared/site-search/search-dialog";
import { ThemeSwitch } from "./theme-switch";
import { Wordmark } from "./wordmark";

/** Static markup: the menus are popovers that work without script; chrome.ts adds the keys. */
export function SiteHeader() {
  return (
    <header
      data-site-header=""
      className="border-line bg-surface/90 shadow-card sticky top-2 z-40 mx-auto mt-2 w-[calc(100%-1rem)] max-w-6xl rounded-[1.375rem] border backdrop-blur-md sm:top-3 sm:mt-3 sm:w-[calc(100%-1.5rem)]"
    >
      <div className="flex h-14 items-center justify-between gap-4 pr-2 pl-3 sm:h-16 sm:pr-3 sm:pl-4">
        <a href={href("/")} className="rounded-lg">
          {/* From 1024 to 1279 px the bar's links take the room of the name: the mark stays. */}
          <Wordmark className="lg:max-xl:[&>span]:sr-only" />
        </a>

        <DesktopNav />

        <div className="flex items-center gap-1 lg:gap-2">
          <SearchButton />
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
            <span className="sr-only group-data-open:hidden">{mobileMenuCopy.open}</span>
            <span className="sr-only hidden group-data-open:inline">{mobileMenuCopy.close}</span>
          </button>
        </div>
      </div>

      <MobileMenu />
    </header>
  );
}
