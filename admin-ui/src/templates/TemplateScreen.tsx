import { Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useGetOne } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { HistoryPanel } from '../entity-history/HistoryPanel';
import { TemplateEditor } from './TemplateEditor';
import { VerdictAlertsPanel } from './VerdictAlertsPanel';
import type { TemplateRecord } from './template-types';

/** The template batch screen (/reporting/memory/cookie/{batchId} of a template, spec section 2). */
export const TemplateScreen = ({ batchId }: { batchId: string }) => {
  const { data: template, isPending, error, refetch } = useGetOne<TemplateRecord>('templates', { id: batchId });
  // A new key remounts the editor, so its draft starts again from what was just saved.
  const [loaded, setLoaded] = useState(0);
  if (isPending) return <Loading />;
  if (error || !template) return <Navigate to="/not-found" replace />;
  const reload = async () => {
    await refetch();
    setLoaded((n) => n + 1);
  };
  return (
    <>
      <Title title={template.name} />
      <TemplateEditor key={loaded} template={template} refresh={refetch} reload={reload} />
      <VerdictAlertsPanel key={`alerts-${loaded}`} template={template} refresh={reload} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <HistoryPanel key={loaded} streamId={`template-${template.id}`} />
        </CardContent>
      </Card>
    </>
  );
};
