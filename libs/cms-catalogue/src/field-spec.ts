// The kinds of field a CMS item can have. Each kind fixes how it is validated (record-schema.ts),
// typed in GraphQL, stored (as JSON in the item's fields) and edited in the admin UI.

interface FieldBase {
  /** What the form and the list column call it. */
  label: string;
  /** One line under the input saying what the field is for. */
  help?: string;
  /** Must be given on create and cannot be cleared. */
  required?: boolean;
  /** Shown as a column in the list. */
  list?: boolean;
  /** Offered as a filter on the list: exact match; for a date-time, whether it is set. */
  filter?: boolean;
}

export interface TextFieldSpec extends FieldBase {
  kind: 'text';
  /** Longest accepted text; 500 characters unless said (10,000 when multiline). */
  max?: number;
  multiline?: boolean;
  /** 'email' and 'url' are checked as such; 'regex' must compile; 'domain' is a host name, kept in lower case. */
  format?: 'email' | 'url' | 'regex' | 'domain';
  /** A shape the text must have (e.g. a slug), with the message saying so. */
  pattern?: { source: string; message: string };
  /** No two items of the kind (deleted ones included) hold the same value, compared case-insensitively. */
  unique?: boolean;
}

/** Markdown, rendered safely (no raw HTML) where it is shown. */
export interface MarkdownFieldSpec extends FieldBase {
  kind: 'markdown';
  max?: number;
}

export interface BooleanFieldSpec extends FieldBase {
  kind: 'boolean';
  /** Taken on create when the field is not given. */
  default?: boolean;
}

export interface IntegerFieldSpec extends FieldBase {
  kind: 'integer';
  min?: number;
  max?: number;
}

export interface Choice {
  id: string;
  name: string;
}

export interface ChoiceFieldSpec extends FieldBase {
  kind: 'choice';
  /** A name may carry `{product}`, which the UI replaces with the product's configured name. */
  choices: readonly Choice[];
}

export interface TextListFieldSpec extends FieldBase {
  kind: 'textList';
  /** Most entries; 200 unless said. */
  maxItems?: number;
  /** Longest entry; 500 characters unless said. */
  maxLength?: number;
  /** 'regex': every entry must compile as a regular expression. */
  format?: 'regex';
  /** A shape every entry must have (e.g. a dotted JavaScript name), with the message saying so. */
  pattern?: { source: string; message: string };
}

/** The id of another record: the UI offers a picker, the server checks the id's shape. */
export interface ReferenceFieldSpec extends FieldBase {
  kind: 'reference';
  to: 'network' | 'advertiser' | 'audit' | 'user' | 'company' | 'cmp';
}

export interface DateTimeFieldSpec extends FieldBase {
  kind: 'dateTime';
  /**
   * A boolean field of the kind: when it is ticked (false or empty before) and this date is not
   * given, the server fills in the time of the change (e.g. a whitelisting request's sent date).
   */
  filledWhen?: string;
}

export type FieldSpec =
  | TextFieldSpec
  | MarkdownFieldSpec
  | BooleanFieldSpec
  | IntegerFieldSpec
  | ChoiceFieldSpec
  | TextListFieldSpec
  | ReferenceFieldSpec
  | DateTimeFieldSpec;

export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

/** The value a field holds once stored; absent optional fields hold null. */
export type FieldValue = string | number | boolean | string[] | null;
export type ItemFields = Record<string, FieldValue>;

/** One CMS content type. */
export interface CatalogueSpec {
  /**
   * The GraphQL prefix (`narrativeMany`, `narrativeUpdateById`, ...) and, lower-cased, the
   * stream type (`narrative-<id>`); camelCase, no dashes.
   */
  kind: string;
  label: string;
  plural: string;
  fields: FieldSpecs;
  /** The field that names an item in lists, history and confirmations. */
  titleField: string;
  /** Fields the list's free-text search looks in. */
  searchFields: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Items are deleted softly and can be restored; otherwise they cannot be deleted. */
  softDelete: boolean;
  /**
   * Ids chosen by the user on create (e.g. an error id '5.4' or an autoconsent rule name) and
   * checked against this pattern; otherwise a random UUID.
   */
  customId?: { label: string; pattern: string; message: string };
  /** At least one of these fields must hold a value, on create and after every update. */
  oneOfRequired?: { fields: readonly string[]; message: string };
  /**
   * Items are not made through the generic `<kind>CreateOne` (nor the UI's Create button) but by a
   * mutation of their own (e.g. whitelistingRequestCreate), which fills some fields itself.
   */
  noGenericCreate?: boolean;
}

/** The stream type of a kind: its GraphQL prefix in lower case. */
export const streamTypeOf = (spec: Pick<CatalogueSpec, 'kind'>): string => spec.kind.toLowerCase();

/** `narrative` → `Narrative`: the GraphQL type name. */
export const typeNameOf = (spec: Pick<CatalogueSpec, 'kind'>): string =>
  spec.kind.charAt(0).toUpperCase() + spec.kind.slice(1);
