import { COOKIE_TYPES, MAIN_FIELDS, newLinkValues, type LinkFieldsForUser, type LinkValues } from './link-fields';
import { AT_LEAST_ONE_LINK, FINISH_EDITING } from './link-validation';

/** One link of the batch builder; `saved` once it has been saved at least once. */
export interface BuilderRow {
  key: string;
  values: LinkValues;
  saved: boolean;
}

/** The builder's rows and the one being edited (one at a time, so every other row shows as saved). */
export interface BuilderState {
  rows: BuilderRow[];
  editing: string | null;
  nextKey: number;
}

export type BuilderAction =
  | { type: 'add' }
  | { type: 'edit'; key: string }
  | { type: 'save'; key: string; values: LinkValues }
  | { type: 'cancel' }
  | { type: 'delete'; key: string };

export const EMPTY_BUILDER: BuilderState = { rows: [], editing: null, nextKey: 1 };

/** Spec section 2: each row goes view, edit, save; a row that was never saved goes when cancelled. */
export const builderReducer = (state: BuilderState, action: BuilderAction): BuilderState => {
  switch (action.type) {
    case 'add': {
      if (state.editing) return state;
      const key = `row-${state.nextKey}`;
      return { rows: [...state.rows, { key, values: newLinkValues(), saved: false }], editing: key, nextKey: state.nextKey + 1 };
    }
    case 'edit':
      return state.editing ? state : { ...state, editing: action.key };
    case 'save':
      return {
        ...state,
        rows: state.rows.map((row) => (row.key === action.key ? { ...row, values: action.values, saved: true } : row)),
        editing: null,
      };
    case 'cancel':
      return { ...state, rows: state.rows.filter((row) => row.saved || row.key !== state.editing), editing: null };
    case 'delete':
      return {
        ...state,
        rows: state.rows.filter((row) => row.key !== action.key),
        editing: state.editing === action.key ? null : state.editing,
      };
  }
};

/** Why the built rows cannot be submitted yet; null when they can. */
export const builderSubmitProblem = (state: BuilderState): string | null => {
  if (state.editing) return FINISH_EDITING;
  return state.rows.length === 0 ? AT_LEAST_ONE_LINK : null;
};

/** A saved row's optional fields that hold a value, for its view: label and value as shown. */
export const filledOptionalFields = (values: LinkValues, offered: LinkFieldsForUser): { label: string; value: string }[] =>
  [...offered.additional, ...offered.advanced].flatMap((field) => {
    const value = values[field.source];
    if (field.kind === 'boolean') return value === true ? [{ label: field.label, value: 'Yes' }] : [];
    if (field.kind === 'cookieType') {
      const type = COOKIE_TYPES.find((choice) => choice.id === value);
      return type ? [{ label: field.label, value: type.name }] : [];
    }
    const text = value === null || value === undefined ? '' : String(value).trim();
    return text ? [{ label: field.label, value: text }] : [];
  });

/** A saved row's main fields, for its view. */
export const mainFieldsOf = (values: LinkValues): { label: string; value: string }[] =>
  MAIN_FIELDS.map((field) => ({ label: field.label, value: String(values[field.source] ?? '').trim() }));
