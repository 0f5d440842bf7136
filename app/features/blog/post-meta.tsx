import { CalendarDays, Clock, User } from "lucide-react";

import { formatPostDate } from "./blog";
import { cn } from "#app/shared/ui-utils";

/** Author, date (long US style, UTC) and read time of a post. */
export function PostMeta({
  author,
  date,
  readTime,
  className,
}: {
  author: string;
  date: string | null;
  readTime?: string | null;
  className?: string;
}) {
  const formatted = formatPostDate(date);
  return (
    <ul
      className={cn(
        "text-ink-muted flex flex-wrap items-center gap-x-4 gap-y-1 text-sm",
        className,
      )}
    >
      <li className="flex items-center gap-1.5">
        <User aria-hidden="true" className="size-4" />
        <span className="sr-only">Author: </span>
        {author}
      </li>
      {formatted && date ? (
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={date}>{formatted}</time>
        </li>
      ) : null}
      {readTime ? (
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {readTime}
        </li>
      ) : null}
    </ul>
  );
}
