import type { ComponentProps, ReactNode } from "react";

import type { Inline, LegalBlock, LegalDocumentData, PageCopy } from "#app/shared/copy/types";
import { PageHero } from "#app/shared/sections/page-hero";
import { CONTENTS_HEADING } from "./legal.copy";

function InlineText({ text }: { text: string | readonly Inline[] }) {
  if (typeof text === "string") return text;
  return text.map((part, index) =>
    typeof part === "string" ? (
      <span key={index}>{part}</span>
    ) : (
      <a
        key={index}
        href={part.href}
        className="text-accent font-medium underline underline-offset-2"
      >
        <BreakableLabel label={part.label} />
      </a>
    ),
  );
}

/** An e-mail address may break after its "@" on a narrow phone, never between two letters. */
function BreakableLabel({ label }: { label: string }) {
  const at = label.indexOf("@");
  if (at < 0) return label;
  return (
    <>
      {label.slice(0, at + 1)}
      <wbr />
      {label.slice(at + 1)}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="grid list-disc gap-2 pl-6">
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case "table":
      return (
        <div className="border-line overflow-x-auto rounded-xl border">
          <table className="w-full text-left text-sm">
            <caption className="text-ink px-4 pt-3 text-left font-semibold">
              {block.caption}
            </caption>
            <thead className="bg-canvas text-ink">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-line divide-y">
              {block.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th
                        key={index}
                        scope="row"
                        className="text-ink px-4 py-3 align-top font-medium"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="text-ink-soft px-4 py-3 align-top">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** `extras` adds content (such as a control) at the end of the section with the given id. */
export function LegalDocument({
  document,
  extras = {},
}: {
  document: LegalDocumentData;
  extras?: Partial<Record<string, ReactNode>>;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-6 pb-8 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="toc-title" className="lg:sticky lg:top-28 lg:self-start">
        <h2 id="toc-title" className="text-ink text-sm font-semibold tracking-wide uppercase">
          {CONTENTS_HEADING}
        </h2>
        <ol className="mt-3 grid gap-1.5 text-sm">
          {document.sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="hover:text-accent text-ink-soft underline-offset-2 hover:underline"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <article className="border-line bg-surface min-w-0 rounded-3xl border p-6 sm:p-10">
        <p className="text-ink-muted text-sm">
          Last updated: <time dateTime={document.updated.iso}>{document.updated.label}</time>
        </p>
        <p className="text-ink-soft mt-4 text-lg">{document.summary}</p>
        {document.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-10 scroll-mt-28"
          >
            <h2 id={`${section.id}-title`} className="text-ink text-2xl font-bold">
              {index + 1}. {section.title}
            </h2>
            <div className="text-ink-soft mt-4 grid gap-4 leading-7">
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
              {extras[section.id]}
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}

/** A legal page: its heading and intro, then the document. */
export function LegalPage({
  page,
  ...documentProps
}: { page: PageCopy } & ComponentProps<typeof LegalDocument>) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} className="pb-8" />
      <LegalDocument {...documentProps} />
    </>
  );
}
