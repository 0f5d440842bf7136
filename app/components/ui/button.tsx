import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cn } from "../../shared/ui-utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-vivid disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
        secondary: "border border-line-strong bg-surface text-ink hover:bg-surface-muted",
        ghost: "text-ink-soft hover:bg-surface-muted hover:text-ink",
        inverted: "bg-white text-brand-700 shadow-sm hover:bg-brand-50",
        /** On dark backgrounds, beside an `inverted` button. */
        outlineInverted: "border border-white/40 text-white hover:bg-white/10",
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
