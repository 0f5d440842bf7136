import type { ReactNode } from "react";

import type { PageCopy } from "#app/shared/copy/types";
import { PageHero } from "#app/shared/sections/page-hero";

/** The mobile and kiosk demo pages: a hero over the device mock-up (`mockup`, an island). */
export function DeviceDemoPage({ page, mockup }: { page: PageCopy; mockup: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <div className="px-4">{mockup}</div>
    </>
  );
}
