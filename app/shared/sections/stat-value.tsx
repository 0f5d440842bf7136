import { cn } from "#app/shared/ui-utils";

/** The number large, its unit smaller beside it, so a narrow tile keeps it on one line. */
export function StatValue({
  value,
  className,
  unitClassName,
}: {
  value: string;
  className?: string;
  unitClassName?: string;
}) {
  const [number, ...unit] = value.split(" ");
  return (
    <span className={cn("block leading-none font-bold tabular-nums", className)}>
      {number}
      {unit.length > 0 ? (
        <span className={cn("font-semibold tracking-normal", unitClassName)}>
          {" "}
          {unit.join(" ")}
        </span>
      ) : null}
    </span>
  );
}
