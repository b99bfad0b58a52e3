import { sessionUser } from '../auth/session-user.fixture';
import { batchActionsFor, batchCsvFileName, ownerChoices, renameProblem, RENAME_REQUIRED, type BatchActionTarget } from './batch-actions';

const superAdmin = sessionUser({ isSuperAdmin: true });
const publisher = sessionUser();

const batch = (patch: Partial<BatchActionTarget> = {}): BatchActionTarget => ({
  id: '6650f1c2-0000-4000-8000-00000000a1b2',
  name: 'Spring sale',
  isDone: false,
  finishedAt: null,
  deletedAt: null,
  ...patch,
});
const done = batch({ isDone: true, finishedAt: '2026-01-02T03:04:05.000Z' });

describe('per-batch actions (spec sections 2, 4 and 6)', () => {
  it('offers anyone else only rename, whatever their grants or ownership', () => {
    expect(batchActionsFor(publisher, batch())).toEqual(['rename']);
    expect(batchActionsFor(publisher, done)).toEqual(['rename']);
  });

  it('offers a super admin mark complete while the batch has no finish time, export once it is done', () => {
    expect(batchActionsFor(superAdmin, batch())).toEqual(['rename', 'changeOwner', 'markComplete', 'delete']);
    expect(batchActionsFor(superAdmin, done)).toEqual(['rename', 'changeOwner', 'exportCsv', 'delete']);
  });

  it('offers only restore on a batch in the bin, and only to a super admin', () => {
    const deleted = batch({ ...done, deletedAt: '2026-01-03T00:00:00.000Z' });
    expect(batchActionsFor(superAdmin, deleted)).toEqual(['restore']);
    expect(batchActionsFor(publisher, deleted)).toEqual([]);
  });

  it('offers nothing without a session', () => {
    expect(batchActionsFor(undefined, batch())).toEqual([]);
  });

  it("refuses a blank new name with the spec's message", () => {
    expect(renameProblem('   ')).toBe(RENAME_REQUIRED);
    expect(RENAME_REQUIRED).toBe('Please provide a new name for the batch');
    expect(renameProblem(' Summer sale ')).toBeNull();
  });

  it('lists enabled users by name as owners, with their e-mail and company', () => {
    const users = [
      { id: 'u2', name: 'zoe', email: 'zoe@example.com', isEnabled: true, company: { name: 'Zed Co' } },
      { id: 'u3', name: 'Gone', email: 'gone@example.com', isEnabled: false, company: { name: 'Zed Co' } },
      { id: 'u4', name: 'Adam', email: 'adam@example.com', isEnabled: true, company: { name: 'Acme' } },
    ];
    expect(ownerChoices(users)).toEqual([
      { id: 'u4', label: 'Adam (adam@example.com), Acme' },
      { id: 'u2', label: 'zoe (zoe@example.com), Zed Co' },
    ]);
  });

  it('names the export after the batch and its short id, safe for any file system', () => {
    expect(batchCsvFileName(batch())).toBe('Spring sale a1b2.csv');
    expect(batchCsvFileName(batch({ name: ' Q1/Q2: "sale"?  ' }))).toBe('Q1 Q2 sale a1b2.csv');
    expect(batchCsvFileName(batch({ name: '***' }))).toBe('batch a1b2.csv');
  });
});
