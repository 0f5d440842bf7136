import type { CtaAction } from "#app/shared/copy/types";
import { cn } from "#app/shared/ui-utils";
import { StudioLink } from "./studio-link";
import { buttonVariants, type ButtonVariantProps } from "#app/components/ui/button";

/** A call to action as a button-styled link: a page of this site, or the studio in a new tab. */
export function ActionLink({
  action,
  variant,
  size = "lg",
  className,
  srContext,
}: {
  action: CtaAction;
  variant?: ButtonVariantProps["variant"];
  size?: ButtonVariantProps["size"];
  className?: string;
  /** Said only to screen readers after the label, where several links share one label. */
  srContext?: string;
}) {
  const classes = cn(buttonVariants({ variant, size }), className);
  const label = (
    <>
      {action.label}
      {srContext ? <span className="sr-only"> {srContext}</span> : null}
    </>
  );
  if (typeof action.to === "string") {
    return (
      <a href={action.to} className={classes}>
        {label}
      </a>
    );
  }
  return (
    <StudioLink path={action.to.studio} className={classes}>
      {label}
    </StudioLink>
  );
}
