import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useGetOne } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { LiveRefresh } from '../batches/LiveRefresh';
import { auditSearchLink } from '../dashboard/charts/chart-data';
import { ErrorState } from '../layout/ErrorState';
import { LoadFailure } from '../layout/LoadFailure';
import { PageSkeleton } from '../layout/Skeletons';
import { EmptyState } from '../lists/EmptyState';
import { SubmitLinksButton } from '../lists/SubmitLinksButton';
import { atlasMatrix } from './atlas-matrix';
import { AtlasMatrixTable } from './AtlasMatrixTable';
import { useBatchAtlasAudits } from './batch-atlas-audits';

interface AtlasBatchRecord {
  id: string;
  name: string;
  isDone: boolean;
}

/** The matrices once the audits are read: by network, then by the country each link was audited from. */
const BatchMatrices = ({ batchId, audits }: { batchId: string; audits: Parameters<typeof atlasMatrix>[1] }) => {
  if (audits.length === 0) {
    return <EmptyState message="This batch has no audits yet" hint="Its links are audited as they are submitted; submit links to fill the map." action={<SubmitLinksButton />} />;
  }
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        By network
      </Typography>
      <AtlasMatrixTable matrix={atlasMatrix(batchId, audits, 'network')} rowLabel="Network" testId="atlas-by-network" />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        By country audited from
      </Typography>
      <AtlasMatrixTable matrix={atlasMatrix(batchId, audits, 'country')} rowLabel="Country" testId="atlas-by-country" />
    </>
  );
};

/**
 * The Atlas of a batch (/reporting/atlas/batches/{batchId}): its audits as a map of network ×
 * final verdict and country × final verdict, each count opening Audit Search on those audits.
 */
export const AtlasBatch = () => {
  const { batchId = '' } = useParams();
  const batch = useGetOne<AtlasBatchRecord>('batches', { id: batchId });
  const audits = useBatchAtlasAudits(batchId);
  if (!batch.data) return batch.error ? <LoadFailure error={batch.error} retry={batch.refetch} /> : <PageSkeleton />;
  return (
    <>
      <Title title={`Atlas · ${batch.data.name}`} />
      <LiveRefresh active={!batch.data.isDone} refetch={() => Promise.all([batch.refetch(), audits.refetch()])} />
      <Card sx={{ mt: 2 }} data-testid="atlas-batch">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={1}>
            <div>
              <Typography variant="h5" component="h1">
                Atlas: {batch.data.name}
              </Typography>
              <Typography color="text.secondary">
                Every audit of the batch by its final verdict. Select a count to list those audits.
                {batch.data.isDone ? '' : ' The batch is still running: the counts fill in as its audits finish.'}
              </Typography>
            </div>
            <Stack direction="row" spacing={1} alignItems="flex-start">
              <Button component={Link} to={`/reporting/memory/cookie/${batchId}`} variant="outlined" size="small">
                Batch results
              </Button>
              <Button component={Link} to={auditSearchLink({ batchId })} variant="outlined" size="small">
                All its audits
              </Button>
            </Stack>
          </Stack>
          {audits.data ? (
            <BatchMatrices batchId={batchId} audits={audits.data} />
          ) : audits.error ? (
            <ErrorState error={audits.error} onRetry={audits.refetch} title="The batch's audits could not be loaded" />
          ) : (
            <PageSkeleton blocks={1} />
          )}
        </CardContent>
      </Card>
    </>
  );
};
