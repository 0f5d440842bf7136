import { sql, type SQL } from "drizzle-orm";
import { text, type AnyPgColumn } from "drizzle-orm/pg-core";

import {
  columnOf,
  contactFields,
  wireFields,
  type ContactFieldName,
} from "#app/features/contact/contact-fields";

const required = (column: string) => text(column).notNull();

const columns = <F extends { name: string; required: boolean }>(fields: readonly F[]) =>
  Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.required ? required(columnOf(field)) : required(columnOf(field)).default(""),
    ]),
  ) as Record<F["name"], ReturnType<typeof required>>;

/** A column per contact field (contact-fields.ts), under its name; optional ones default to "". */
export const contactColumns = () => columns(contactFields);

/** A column per field the inquiry provider gets (the bundled platform's received inquiries). */
export const wireColumns = () => columns(wireFields);

/** The desk's search document: the searchable fields' words, an address also in parts. */
export function contactSearchDocument(table: Record<ContactFieldName, AnyPgColumn>): SQL {
  const parts = contactFields.flatMap((field) => {
    const column = table[field.name];
    if (field.search === "address")
      return [sql`${column}`, sql`translate(${column}, '@.+_-', '     ')`];
    return field.search ? [sql`${column}`] : [];
  });
  return sql`to_tsvector('simple'::regconfig, ${sql.join(parts, sql` || ' ' || `)})`;
}
