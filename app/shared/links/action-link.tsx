import { Link } from "react-router";

import type { CtaAction } from "#app/shared/copy/types";
import { cn } from "#app/shared/ui-utils";
import { StudioLink } from "./studio-link";
import { usePagePath } from "#app/shared/hooks/use-page-path";
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
  const pagePath = usePagePath();
  const label = (
    <>
      {action.label}
      {srContext ? <span className="sr-only"> {srContext}</span> : null}
    </>
  );
  if (typeof action.to === "string") {
    // A jump within the page ("#plans") is resolved against the page's own path, not against
    // the prerendered one with its trailing slash (hooks/use-page-path.ts).
    const to = action.to.startsWith("#") ? `${pagePath}${action.to}` : action.to;
    return (
      <Link to={to} className={classes}>
        {label}
      </Link>
    );
  }
  return (
    <StudioLink path={action.to.studio} className={classes}>
      {label}
    </StudioLink>
  );
}
