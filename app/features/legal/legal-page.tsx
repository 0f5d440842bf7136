import type { ReactNode } from "react";

import type { LegalDocumentData, PageCopy } from "#app/shared/copy/types";
import { PageHero } from "#app/shared/sections/page-hero";
import { LegalDocument } from "./legal-document";

/** A legal page: its heading and intro, then the document. */
export function LegalPage({
  page,
  document,
  extras,
}: {
  page: PageCopy;
  document: LegalDocumentData;
  extras?: Record<string, ReactNode>;
}) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} className="pb-8" />
      <LegalDocument document={document} extras={extras} />
    </>
  );
}
