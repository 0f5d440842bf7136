import type { HTMLAttributes } from "react";

// cally's web components, as the desk's date filters render them (date-pickers.ts defines them).
type CalendarElement = HTMLAttributes<HTMLElement> & {
  value?: string;
  locale?: string;
  "first-day-of-week"?: number;
};

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "calendar-date": CalendarElement;
      "calendar-month": HTMLAttributes<HTMLElement>;
    }
  }
}
