import { Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetOne } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { BatchAudits } from '../audits/BatchAudits';
import { HistoryPanel } from '../entity-history/HistoryPanel';
import { MemoryCookieSummary } from '../templates/MemoryCookieSummary';
import { TemplateScreen } from '../templates/TemplateScreen';
import { LoadFailure } from '../layout/LoadFailure';
import { PageSkeleton } from '../layout/Skeletons';
import { BatchProgressHeader } from './BatchProgressHeader';
import { LiveRefresh } from './LiveRefresh';

interface BatchRecord {
  id: string;
  name: string;
  description: string | null;
  isDone: boolean;
  numLinks: number;
  numCurrentCompletedAudits: number;
  startedAt: string | null;
  isTemplate: boolean;
}

/** The batch page (/reporting/memory/cookie/{batchId}): the batch, its memory cookie status summary and the audits it ran. */
export const BatchPage = () => {
  const { batchId = '' } = useParams();
  const { data: batch, error, refetch } = useGetOne<BatchRecord>('batches', { id: batchId });
  // Once read, the batch stays on screen through a failed poll; before that, a skeleton or the failure.
  if (!batch) return error ? <LoadFailure error={error} retry={refetch} /> : <PageSkeleton blocks={3} />;
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
          <BatchProgressHeader batch={batch} />
          <Button component={Link} to={`/reporting/atlas/batches/${batch.id}`} variant="outlined" size="small" sx={{ mt: 1 }}>
            Atlas: the batch as a map
          </Button>
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
