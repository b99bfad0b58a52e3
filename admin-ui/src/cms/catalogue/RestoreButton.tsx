import type { DocumentNode } from '@apollo/client';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { CatalogueSpec } from '@tracklight/cms-catalogue';
import { mutate } from '../../dataProvider/apollo-client';
import { restoreMutation } from './catalogue-queries';

/**
 * Puts a soft-deleted item back (<kind>RestoreById, or the kind's own `mutation`); react-admin has
 * no fetch type for it.
 */
export const RestoreButton = ({ spec, mutation }: { spec: CatalogueSpec; mutation?: DocumentNode }) => {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (!record?.deletedAt) return null;
  const restore = async () => {
    setPending(true);
    try {
      await mutate(mutation ?? restoreMutation(spec), { id: record.id });
      notify(`${spec.label} restored`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Something went wrong', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return <Button label="Restore" onClick={restore} disabled={pending} startIcon={<RestoreIcon />} />;
};
