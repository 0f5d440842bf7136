import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cn } from "#app/shared/ui-utils";

export const buttonVariants = cva(
  "pressable inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-[-0.01em] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-vivid disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        /** The one ember action of a screen. */
        primary:
          "bg-brand-600 text-white shadow-[var(--shadow-glow)] hover:bg-brand-700 active:bg-brand-800",
        secondary:
          "border border-line-strong bg-surface text-ink hover:border-ink-subtle hover:bg-surface-muted",
        /** A strong action that is not the screen's primary one (the header's Start Building). */
        ink: "bg-ink text-canvas hover:bg-ink-soft",
        ghost: "text-ink-soft hover:bg-surface-muted hover:text-ink",
        inverted: "bg-night-ink text-night shadow-sm hover:bg-white",
        outlineInverted: "border border-night-line text-night-ink hover:bg-night-raised",
        link: "text-accent underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-9 px-3 text-sm whitespace-nowrap",
        md: "h-11 px-5 text-sm whitespace-nowrap",
        lg: "h-12 px-6 text-base whitespace-nowrap",
        icon: "size-10",
        /** Full width, and the label may wrap (cards on narrow screens). */
        block: "min-h-12 w-full px-6 py-3 text-center text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariantProps) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
