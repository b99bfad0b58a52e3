import { EMPTY_BUILDER, builderReducer, builderSubmitProblem, filledOptionalFields, mainFieldsOf, type BuilderAction, type BuilderState } from './builder-rows';
import { linkFieldsFor } from './link-fields';
import { sessionUser } from '../auth/session-user.fixture';
import { AT_LEAST_ONE_LINK, FINISH_EDITING } from './link-validation';

const run = (...actions: BuilderAction[]): BuilderState => actions.reduce(builderReducer, EMPTY_BUILDER);
const A = { link: 'https://a.example/', countryCode: 'gb' };
const B = { link: 'https://b.example/', countryCode: 'us' };

describe('batch builder rows (spec section 2: view, edit, save; delete)', () => {
  it('adds a row in edit mode, and saving it shows it in view mode', () => {
    const adding = run({ type: 'add' });
    expect(adding.rows).toEqual([{ key: 'row-1', values: { countryCode: 'gb', cookieType: 'none' }, saved: false }]);
    expect(adding.editing).toBe('row-1');
    const saved = builderReducer(adding, { type: 'save', key: 'row-1', values: A });
    expect(saved).toMatchObject({ rows: [{ key: 'row-1', values: A, saved: true }], editing: null });
  });

  it('edits a saved row and keeps its place', () => {
    const two = run({ type: 'add' }, { type: 'save', key: 'row-1', values: A }, { type: 'add' }, { type: 'save', key: 'row-2', values: B });
    const editing = builderReducer(two, { type: 'edit', key: 'row-1' });
    expect(editing.editing).toBe('row-1');
    const edited = builderReducer(editing, { type: 'save', key: 'row-1', values: { ...A, name: 'first' } });
    expect(edited.rows.map((row) => row.values)).toEqual([{ ...A, name: 'first' }, B]);
    expect(edited.editing).toBeNull();
  });

  it('edits one row at a time: no add or edit while a row is open', () => {
    const state = run({ type: 'add' }, { type: 'save', key: 'row-1', values: A }, { type: 'add' });
    expect(builderReducer(state, { type: 'add' })).toBe(state);
    expect(builderReducer(state, { type: 'edit', key: 'row-1' })).toBe(state);
  });

  it('cancelling drops a row never saved, and keeps the saved values of an edited one', () => {
    expect(run({ type: 'add' }, { type: 'cancel' }).rows).toEqual([]);
    const state = run({ type: 'add' }, { type: 'save', key: 'row-1', values: A }, { type: 'edit', key: 'row-1' }, { type: 'cancel' });
    expect(state).toMatchObject({ rows: [{ values: A, saved: true }], editing: null });
  });

  it('deletes a row, also the one being edited', () => {
    const two = run({ type: 'add' }, { type: 'save', key: 'row-1', values: A }, { type: 'add' }, { type: 'save', key: 'row-2', values: B });
    expect(builderReducer(two, { type: 'delete', key: 'row-1' }).rows.map((row) => row.values)).toEqual([B]);
    const editing = builderReducer(two, { type: 'edit', key: 'row-2' });
    expect(builderReducer(editing, { type: 'delete', key: 'row-2' })).toMatchObject({ rows: [{ values: A }], editing: null });
  });

  it('submits only with at least one link and no row open', () => {
    expect(builderSubmitProblem(EMPTY_BUILDER)).toBe(AT_LEAST_ONE_LINK);
    expect(builderSubmitProblem(run({ type: 'add' }))).toBe(FINISH_EDITING);
    expect(builderSubmitProblem(run({ type: 'add' }, { type: 'save', key: 'row-1', values: A }))).toBeNull();
  });

  it("shows a saved row's main fields and the optional fields it has, as the user reads them", () => {
    const values = { ...A, userDefinedNetwork: 'AWIN', cookieType: '1', cookieName: 'aw', tagC: 'c', proxyYN: true, extraTimeout: 0, referrer: ' ' };
    expect(mainFieldsOf(values)).toEqual([
      { label: 'Affiliate Link', value: 'https://a.example/' },
      { label: 'Network', value: 'AWIN' },
      { label: 'Country Code', value: 'gb' },
    ]);
    expect(filledOptionalFields(values, linkFieldsFor(sessionUser({ isSuperAdmin: true })))).toEqual([
      { label: 'Cookie Type', value: '1 (ANI)' },
      { label: 'Cookie Name', value: 'aw' },
      { label: 'Tag C', value: 'c' },
      { label: 'Residential Proxy', value: 'Yes' },
      { label: 'Extra Timeout (seconds)', value: '0' },
    ]);
    expect(filledOptionalFields({ ...values, cookieType: 'none' }, linkFieldsFor(sessionUser({ isSuperAdmin: false })))).toEqual([
      { label: 'Cookie Name', value: 'aw' },
      { label: 'Tag C', value: 'c' },
    ]);
  });
});
