import { Bot, Menu, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { mobileNavLinks, navLinks, navMenus } from "../content/navigation";
import { siteConfig } from "../content/site";
import { cn } from "../lib/utils";
import { StudioLink } from "./studio-link";
import { buttonVariants } from "./ui/button";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "./ui/navigation-menu";

/** The floating navigation bar on every page (spec section 2, "Navigation bar"). */
export function SiteHeader() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = () => setMobileOpen(false);

  return (
    <header className="sticky top-3 z-40 mx-auto mt-3 w-[calc(100%-1.5rem)] max-w-6xl rounded-2xl border border-slate-200 bg-white/95 shadow-lg backdrop-blur">
      <div className="flex h-16 items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 rounded-lg font-bold text-slate-900">
          <Bot aria-hidden="true" className="text-brand-600 size-7" />
          <span>{siteConfig.name}</span>
        </Link>

        <NavigationMenu aria-label="Main" className="hidden lg:block">
          <NavigationMenuList>
            {navMenus.map((menu) => (
              <NavigationMenuItem key={menu.label}>
                <NavigationMenuTrigger>{menu.label}</NavigationMenuTrigger>
                <NavigationMenuContent className="w-96">
                  <ul className="grid gap-1">
                    {menu.entries.map((entry) => (
                      <li key={entry.href}>
                        <NavigationMenuLink asChild>
                          <Link
                            to={entry.href}
                            className="block rounded-lg p-3 hover:bg-slate-50 focus-visible:bg-slate-50"
                          >
                            <span className="block text-sm font-semibold text-slate-900">
                              {entry.title}
                            </span>
                            <span className="text-brand-700 block text-xs font-medium">
                              {entry.subtitle}
                            </span>
                            <span className="mt-1 block text-sm text-slate-600">
                              {entry.description}
                            </span>
                          </Link>
                        </NavigationMenuLink>
                      </li>
                    ))}
                  </ul>
                </NavigationMenuContent>
              </NavigationMenuItem>
            ))}
            {navLinks.map((link) => (
              <NavigationMenuItem key={link.href}>
                <NavigationMenuLink asChild>
                  <Link
                    to={link.href}
                    className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                  >
                    {link.label}
                  </Link>
                </NavigationMenuLink>
              </NavigationMenuItem>
            ))}
          </NavigationMenuList>
        </NavigationMenu>

        <div className="flex items-center gap-2">
          <StudioLink className={cn(buttonVariants({ size: "sm" }), "hidden lg:inline-flex")}>
            Start Building
          </StudioLink>
          <button
            type="button"
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">{mobileOpen ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
      </div>

      {mobileOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 p-4 lg:hidden"
        >
          <ul className="grid gap-1">
            {mobileNavLinks.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  onClick={closeMobile}
                  className="block rounded-lg px-3 py-2 font-medium text-slate-800 hover:bg-slate-100"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="pt-2">
              <StudioLink onClick={closeMobile} className={cn(buttonVariants(), "w-full")}>
                Start Building
              </StudioLink>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
