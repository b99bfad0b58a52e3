import type { DocumentNode } from '@apollo/client';
import { Alert } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { Button, DeleteWithConfirmButton, Edit, SaveButton, Toolbar, useNotify, useRecordContext } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { streamTypeOf, type CatalogueSpec } from '@tracklight/cms-catalogue';
import { HistoryPanel } from '../../entity-history/HistoryPanel';
import { historyPathOf, type CataloguePaths } from './catalogue-paths';
import { CatalogueForm } from './CatalogueForm';
import { RestoreButton } from './RestoreButton';
import { inSentence } from './in-sentence';

/** Save, and delete with confirmation or restore; `restore` is the kind's own restore mutation, if it has one. */
export const EditToolbar = ({ spec, paths, restore }: { spec: CatalogueSpec; paths: CataloguePaths; restore?: DocumentNode }) => {
  const record = useRecordContext();
  const deleted = Boolean(record?.deletedAt);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton disabled={deleted} />
      {record && historyPathOf(paths, String(record.id)) && (
        <Button component={Link} to={historyPathOf(paths, String(record.id))!} label="Update history" startIcon={<HistoryIcon />} />
      )}
      {spec.softDelete &&
        (deleted ? (
          <RestoreButton spec={spec} mutation={restore} />
        ) : (
          <DeleteWithConfirmButton
            confirmTitle={`Delete this ${inSentence(spec.label)}?`}
            confirmContent="It leaves the lists and the screens that use it; you can restore it from the list's deleted items."
            redirect={paths.list}
            mutationMode="pessimistic"
          />
        ))}
    </Toolbar>
  );
};

export const DeletedNotice = ({ spec }: { spec: CatalogueSpec }) => {
  const record = useRecordContext();
  return record?.deletedAt ? (
    <Alert severity="warning" sx={{ mb: 2 }}>
      This {inSentence(spec.label)} is deleted. Restore it to change it.
    </Alert>
  ) : null;
};

/** The item's history, read again after each save (the record's version changes with it). */
const ItemHistory = ({ streamId }: { streamId: string }) => {
  const version = useRecordContext()?.version;
  return <HistoryPanel key={String(version)} streamId={streamId} />;
};

/**
 * Edit one item. Saves are pessimistic: the page shows what the server stored (and refused), not a
 * guess. Under the form, the item's history (who changed what, and the item as of any moment).
 */
export const CatalogueEdit = ({ spec, paths }: { spec: CatalogueSpec; paths: CataloguePaths }) => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const saved = () => notify(`${spec.label} saved`, { type: 'success' });
  return (
    <Edit
      resource={spec.kind}
      id={id}
      title={`Edit ${inSentence(spec.label)}`}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: saved }}
    >
      <DeletedNotice spec={spec} />
      <CatalogueForm spec={spec} creating={false} toolbar={<EditToolbar spec={spec} paths={paths} />} />
      <ItemHistory streamId={`${streamTypeOf(spec)}-${id}`} />
    </Edit>
  );
};
