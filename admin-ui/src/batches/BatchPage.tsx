import { Card, CardContent, Typography } from '@mui/material';
import { Loading, Title, useGetOne } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { BatchAudits } from '../audits/BatchAudits';
import { HistoryPanel } from '../history/HistoryPanel';
import { MemoryCookieSummary } from '../templates/MemoryCookieSummary';
import { TemplateScreen } from '../templates/TemplateScreen';
import { batchProgressText } from './batch-progress';
import { LiveRefresh } from './LiveRefresh';

interface BatchRecord {
  id: string;
  name: string;
  description: string | null;
  isDone: boolean;
  numLinks: number;
  numCurrentCompletedAudits: number;
  isTemplate: boolean;
}

/** The batch page (/reporting/memory/cookie/{batchId}): the batch, its memory cookie status summary and the audits it ran. */
export const BatchPage = () => {
  const { batchId = '' } = useParams();
  const { data: batch, isPending, error, refetch } = useGetOne<BatchRecord>('batches', { id: batchId });
  if (isPending) return <Loading />;
  // Spec section 4: an unknown batch goes to the 404 route.
  if (error || !batch) return <Navigate to="/not-found" replace />;
  // A template batch is edited and scheduled rather than read (spec section 2).
  if (batch.isTemplate) return <TemplateScreen batchId={batch.id} />;
  return (
    <>
      <Title title={batch.name} />
      <LiveRefresh active={!batch.isDone} refetch={refetch} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {batch.name}
          </Typography>
          {batch.description && <Typography color="text.secondary">{batch.description}</Typography>}
          <Typography data-testid="batch-progress" sx={{ mt: 1 }}>
            {batchProgressText(batch)}
          </Typography>
          {/* Counted again once the batch is done: before that the server has no counts (spec section 2). */}
          <MemoryCookieSummary key={String(batch.isDone)} batchId={batch.id} />
        </CardContent>
      </Card>
      <BatchAudits batch={batch} live={!batch.isDone} numLinks={batch.numLinks} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <HistoryPanel streamId={`batch-${batch.id}`} />
        </CardContent>
      </Card>
    </>
  );
};
