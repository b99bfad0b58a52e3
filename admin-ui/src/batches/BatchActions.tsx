import { createContext, useContext, useState, type ReactNode } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useFlashError } from '../auth/flash-error';
import { readSession } from '../auth/session';
import { BATCH_ACTION_LABELS, DELETE_CONFIRMATION, batchActionsFor, type BatchAction, type BatchActionTarget } from './batch-actions';
import { downloadBatchCsv } from './batch-csv';
import { changeBatchOwner, deleteBatch, markBatchComplete, renameBatch, restoreBatch } from './batch-mutations';
import { ChangeOwnerDialog } from './ChangeOwnerDialog';
import { RenameBatchDialog } from './RenameBatchDialog';

// Marking complete stops the wait for the batch's remaining audits; it is said before it is done.
const COMPLETE_WARNING = 'The batch is marked done now, whatever audits are still unfinished. This cannot be undone.';

type OpenActions = (batch: BatchActionTarget, anchor: HTMLElement) => void;

const OpenActionsContext = createContext<OpenActions>(() => undefined);

/** A row's actions button (spec section 2): shown when the user may do anything with the batch. */
export const BatchActionsButton = (_: { label?: string }) => {
  const batch = useRecordContext<BatchActionTarget>();
  const openActions = useContext(OpenActionsContext);
  if (!batch || batchActionsFor(readSession()?.user, batch).length === 0) return null;
  return (
    <IconButton
      aria-label={`Actions for ${batch.name}`}
      size="small"
      onClick={(event) => {
        // The row itself opens the batch.
        event.stopPropagation();
        openActions(batch, event.currentTarget);
      }}
    >
      <MoreVertIcon fontSize="small" />
    </IconButton>
  );
};

/**
 * The per-batch actions of the batch list (spec sections 2 and 6): one menu and one set of dialogs
 * for the whole list, outside the rows, so their clicks never reach a row. The actions that ask
 * for a value open a dialog, the ones that lose something ask first, and each ends with a flash
 * and a fresh list.
 */
export const BatchActionsProvider = ({ children }: { children: ReactNode }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const flashError = useFlashError();
  const [target, setTarget] = useState<{ batch: BatchActionTarget; anchor: HTMLElement | null } | null>(null);
  const [asking, setAsking] = useState<BatchAction | null>(null);
  const [busy, setBusy] = useState(false);
  const batch = target?.batch;

  const finish = () => {
    setAsking(null);
    setTarget(null);
  };
  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      finish();
      notify(success, { type: 'success' });
      refresh();
    } catch (error) {
      flashError(error);
    } finally {
      setBusy(false);
    }
  };
  const choose = (chosen: BatchActionTarget, action: BatchAction) => {
    setTarget({ batch: chosen, anchor: null });
    if (action === 'exportCsv') void run(() => downloadBatchCsv(chosen), 'Batch CSV downloaded');
    else if (action === 'restore') void run(() => restoreBatch(chosen.id), 'Batch restored');
    else setAsking(action);
  };

  return (
    <OpenActionsContext.Provider value={(opened, anchor) => setTarget({ batch: opened, anchor })}>
      {children}
      <Menu anchorEl={target?.anchor} open={Boolean(target?.anchor)} onClose={finish}>
        {batch &&
          batchActionsFor(readSession()?.user, batch).map((action) => (
            <MenuItem key={action} onClick={() => choose(batch, action)}>
              {BATCH_ACTION_LABELS[action]}
            </MenuItem>
          ))}
      </Menu>
      {batch && asking === 'rename' && (
        <RenameBatchDialog batch={batch} busy={busy} onClose={finish} onRename={(name) => run(() => renameBatch(batch.id, name), 'Batch renamed')} />
      )}
      {batch && asking === 'changeOwner' && (
        <ChangeOwnerDialog
          batch={batch}
          busy={busy}
          onClose={finish}
          onChangeOwner={(ownerId) => run(() => changeBatchOwner(batch.id, ownerId), 'Batch owner changed')}
        />
      )}
      <Confirm
        isOpen={asking === 'markComplete'}
        loading={busy}
        title={`Mark '${batch?.name}' complete?`}
        content={COMPLETE_WARNING}
        confirm="Mark complete"
        onConfirm={() => batch && run(() => markBatchComplete(batch.id), 'Batch marked complete')}
        onClose={finish}
      />
      <Confirm
        isOpen={asking === 'delete'}
        loading={busy}
        title={`Delete '${batch?.name}'?`}
        content={DELETE_CONFIRMATION}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={() => batch && run(() => deleteBatch(batch.id), 'Batch deleted')}
        onClose={finish}
      />
    </OpenActionsContext.Provider>
  );
};
