import { Icon } from "#app/shared/icons/icon";
import { cn } from "#app/shared/ui-utils";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";
import {
  mobileMenuCopy as copy,
  mobileMenuLegalLinks,
  mobileMenuSections,
  type MobileMenuSection,
} from "./mobile-menu.copy";
import { MENU_SECTION_ATTRIBUTE, MOBILE_MENU_ID } from "./mobile-menu-runtime";
import { mobileNavLinks } from "./navigation.copy";
import { ThemeSwitch } from "./theme-switch";

const sectionListId = (section: MobileMenuSection) => `${MOBILE_MENU_ID}-${section.id}`;

/** A popover under the bar; its sections are drawn open so a page without script reaches all. */
export function MobileMenu() {
  return (
    <nav
      id={MOBILE_MENU_ID}
      popover="auto"
      aria-label={copy.label}
      data-mobile-menu=""
      className="mobile-menu border-line bg-surface shadow-panel rounded-[1.375rem] border p-3 lg:hidden"
    >
      <ul className="grid gap-0.5">
        {mobileNavLinks.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="text-ink hover:bg-surface-muted flex min-h-11 items-center rounded-xl px-3 text-[1.0625rem] font-semibold tracking-[-0.01em]"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <StudioLink className={cn(buttonVariants({ variant: "ink" }), "mt-2 w-full")}>
        Start Building
      </StudioLink>

      <ul className="border-line mt-3 grid border-t pt-2">
        {mobileMenuSections.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              aria-expanded="true"
              aria-controls={sectionListId(section)}
              {...{ [MENU_SECTION_ATTRIBUTE]: "" }}
              className="group text-ink-soft hover:bg-surface-muted hover:text-ink aria-expanded:text-ink flex min-h-11 w-full items-center justify-between rounded-xl px-3 text-left font-medium"
            >
              {section.label}
              <Icon
                name="chevron-down"
                aria-hidden="true"
                className="text-ink-subtle size-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
              />
            </button>
            <ul id={sectionListId(section)} className="mb-1 grid pl-3">
              {section.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="hover:bg-surface-muted flex min-h-11 flex-col justify-center rounded-xl px-3 py-1.5"
                  >
                    <span className="text-ink text-[0.9375rem] leading-5 font-medium">
                      {link.label}
                    </span>
                    {link.hint ? (
                      <span className="text-ink-muted text-xs leading-4">{link.hint}</span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>

      <div className="border-line mt-2 flex items-center justify-between gap-3 border-t px-3 pt-3">
        <span aria-hidden="true" className="text-ink-muted text-sm font-medium">
          {copy.theme}
        </span>
        <ThemeSwitch name="theme-mobile" />
      </div>
      <ul
        aria-label={copy.legal}
        className="text-ink-muted flex flex-wrap gap-x-4 gap-y-1 px-3 pt-3 pb-1 text-sm"
      >
        {mobileMenuLegalLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="hover:text-ink inline-flex min-h-8 items-center">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
