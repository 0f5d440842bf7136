import { ChevronDown } from "lucide-react";
import { NavigationMenu as Primitive } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "../../lib/utils";

/**
 * Radix's navigation menu gives the dropdowns their keyboard behaviour: arrow keys move
 * between triggers and links, Escape closes, focus returns to the trigger.
 */
export function NavigationMenu({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root className={cn("relative", className)} {...props} />;
}

export function NavigationMenuList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return <Primitive.List className={cn("flex items-center gap-1", className)} {...props} />;
}

export const NavigationMenuItem = Primitive.Item;

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        "group inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-4 transition-transform group-data-[state=open]:rotate-180"
      />
    </Primitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Content
      className={cn(
        "absolute top-full left-0 mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-xl",
        className,
      )}
      {...props}
    />
  );
}

export const NavigationMenuLink = Primitive.Link;
