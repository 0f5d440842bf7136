import { Bot, Menu, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { useSiteNavigation } from "../lib/public-config";
import { siteConfig } from "../content/site";
import { cn } from "../lib/utils";
import { DesktopNav } from "./desktop-nav";
import { StudioLink } from "./studio-link";
import { buttonVariants } from "./ui/button";

/** The floating navigation bar on every page. */
export function SiteHeader() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { mobileNavLinks } = useSiteNavigation();
  const closeMobile = () => setMobileOpen(false);

  return (
    <header className="sticky top-3 z-40 mx-auto mt-3 w-[calc(100%-1.5rem)] max-w-6xl rounded-2xl border border-slate-200 bg-white/95 shadow-lg backdrop-blur">
      <div className="flex h-16 items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 rounded-lg font-bold text-slate-900">
          <Bot aria-hidden="true" className="text-brand-600 size-7" />
          <span>{siteConfig.name}</span>
        </Link>

        <DesktopNav />

        <div className="flex items-center gap-2">
          <span className="hidden lg:block">
            <StudioLink className={buttonVariants({ size: "sm" })}>Start Building</StudioLink>
          </span>
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
