import { Link } from "react-router";

import { StudioLink } from "./studio-link";
import { buttonVariants, type ButtonVariantProps } from "./ui/button";
import type { CtaAction } from "../content/types";

/** A call to action as a button-styled link: a page of this site, or the studio in a new tab. */
export function ActionLink({
  action,
  variant,
  size = "lg",
}: {
  action: CtaAction;
  variant?: ButtonVariantProps["variant"];
  size?: ButtonVariantProps["size"];
}) {
  const className = buttonVariants({ variant, size });
  if (typeof action.to === "string") {
    return (
      <Link to={action.to} className={className}>
        {action.label}
      </Link>
    );
  }
  return (
    <StudioLink path={action.to.studio} className={className}>
      {action.label}
    </StudioLink>
  );
}
