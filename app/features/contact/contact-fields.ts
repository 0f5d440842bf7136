import { countryCodes } from "./country-codes.copy.ts";

// The one definition of each contact field, read by the form, schema, tables, desk, e-mail, CSV
// and bundled API. Plain erasable TypeScript: the desk's CLI loads it with Node's type stripping.

type ContactRule =
  /** One line of text, trimmed; the text rules (no line break, no control character) apply. */
  | {
      kind: "line";
      required?: string;
      /** The message when the value is not text at all (optional fields only). */
      notText?: string;
      minLength?: { length: number; message: string };
      email?: string;
    }
  | { kind: "text"; required: string }
  | { kind: "choice"; options: readonly string[]; message: string }
  | { kind: "pattern"; required: string; pattern: RegExp; message: string };

export interface ContactFieldDefinition {
  /** The form control's name, the schema's key, the row's property; its column is snake_case. */
  name: string;
  /**
   * The inquiry provider's name for it (docs/requirements/platform-api.md, call 2). Without one
   * the field stays on the site: stored, on the desk, in the e-mail and the CSV, never sent.
   */
  wire?: string;
  label: string;
  placeholder?: string;
  hint?: string;
  required: boolean;
  /** The form's maxLength, the schema's maximum for text, and what an error page echoes back. */
  maxLength: number;
  rule: ContactRule;
  /** Its row on an inquiry's desk page: another label, shown with other fields, linked. */
  desk?: false | { label?: string; show?: readonly string[]; link?: "mailto" | "tel" };
  /**
   * In the desk's full-text search; an address is searched whole and in parts. Changing this
   * makes `npm run db:generate` drop and add the `search` column: add its index back there.
   */
  search?: "words" | "address";
}

const definitions = [
  {
    name: "fullName",
    wire: "full_name",
    label: "Full name",
    placeholder: "Jane Doe",
    required: true,
    maxLength: 100,
    rule: {
      kind: "line",
      required: "Full name is required.",
      minLength: { length: 3, message: "Full name must be at least 3 characters." },
    },
    desk: { label: "Name" },
    search: "words",
  },
  {
    name: "email",
    wire: "email_add",
    label: "Email",
    placeholder: "jane@company.com",
    required: true,
    maxLength: 254,
    rule: { kind: "line", required: "Email is required.", email: "Enter a valid email address." },
    desk: { link: "mailto" },
    search: "address",
  },
  {
    name: "company",
    wire: "company",
    label: "Company",
    placeholder: "Acme Inc.",
    required: false,
    maxLength: 200,
    rule: { kind: "line", notText: "Company must be text." },
    search: "words",
  },
  {
    name: "country",
    wire: "country",
    label: "Country code",
    required: true,
    maxLength: 10,
    rule: {
      kind: "choice",
      options: countryCodes.map((entry) => entry.code),
      message: "Please select a country code.",
    },
    desk: false,
  },
  {
    name: "phone",
    wire: "phone_num",
    label: "Phone number",
    placeholder: "4155550137",
    hint: "Digits only, 7 to 15.",
    required: true,
    maxLength: 32,
    rule: {
      kind: "pattern",
      required: "Phone number is required.",
      pattern: /^\d{7,15}$/,
      message: "Enter a valid phone number (7–15 digits).",
    },
    desk: { label: "Phone", show: ["country", "phone"], link: "tel" },
  },
  {
    name: "subject",
    wire: "subject",
    label: "Subject",
    placeholder: "How can we help?",
    required: true,
    maxLength: 200,
    rule: { kind: "line", required: "Subject is required." },
    search: "words",
  },
  {
    name: "message",
    wire: "message",
    label: "Message",
    placeholder: "Tell us about your business and what your agent should do.",
    required: true,
    maxLength: 5000,
    rule: { kind: "text", required: "Message is required." },
    search: "words",
  },
] as const satisfies readonly ContactFieldDefinition[];

export type ContactFieldName = (typeof definitions)[number]["name"];
export type ContactWireName = Extract<(typeof definitions)[number], { wire: string }>["wire"];
export type ContactValues = Record<ContactFieldName, string>;
type Definition = (typeof definitions)[number];
export type ContactInput = Record<Extract<Definition, { required: true }>["name"], string> &
  Partial<Record<Extract<Definition, { required: false }>["name"], string>>;

export const columnOf = (field: Pick<ContactFieldDefinition, "name">) =>
  field.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export const formLabelOf = (field: ContactFieldDefinition) =>
  field.required ? field.label : `${field.label} (optional)`;

/** What the rest of the site reads of a list of definitions (a test adds a fixture field). */
export function describeContactFields<const D extends readonly ContactFieldDefinition[]>(
  definitions: D,
) {
  type Name = D[number]["name"];
  type WireField = Extract<D[number], { wire: string }>["name"];
  type Wire = Extract<D[number], { wire: string }>["wire"];
  type Values = Record<Name, string>;
  const fields = definitions as readonly (ContactFieldDefinition & { name: Name })[];
  const sent = fields.filter(
    (field): field is typeof field & { name: WireField; wire: Wire } => field.wire !== undefined,
  );
  return {
    contactFields: fields,
    wireFields: sent,
    contactFieldNames: fields.map((field) => field.name),
    contactField: (name: Name) => fields.find((field) => field.name === name)!,
    toWire: (values: Partial<Values>) =>
      Object.fromEntries(sent.map((field) => [field.wire, values[field.name] ?? ""])) as Record<
        Wire,
        string
      >,
    fromWire: (payload: Record<Wire, string>) =>
      Object.fromEntries(sent.map((field) => [field.name, payload[field.wire]])) as Record<
        WireField,
        string
      >,
    valuesOfRow: (row: Record<string, unknown>) =>
      Object.fromEntries(
        fields.map((field) => [field.name, String(row[columnOf(field)] ?? "")]),
      ) as Values,
  };
}

export const {
  contactFields,
  wireFields,
  contactFieldNames,
  contactField,
  toWire,
  fromWire,
  valuesOfRow,
} = describeContactFields(definitions);
