import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { streamTypeOf, type CatalogueSpec } from '@tracklight/cms-catalogue';
import { HistoryPanel } from '../../entity-history/HistoryPanel';
import { editPathOf, type CataloguePaths } from './catalogue-paths';
import { inSentence } from './in-sentence';

/** An item's own history screen (e.g. /error-management/update-history/{errorId}), with a way back to it. */
export const CatalogueHistoryPage = ({ spec, paths }: { spec: CatalogueSpec; paths: CataloguePaths }) => {
  const { id = '' } = useParams();
  return (
    <Box mt={2}>
      <Title title={`${spec.label} ${id}: update history`} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            Update history of {inSentence(spec.label)} {id}
          </Typography>
          <Typography variant="body2">
            <Link to={editPathOf(paths, id)}>Back to the {inSentence(spec.label)}</Link> · <Link to={paths.list}>All {inSentence(spec.plural)}</Link>
          </Typography>
          <HistoryPanel streamId={`${streamTypeOf(spec)}-${id}`} />
        </CardContent>
      </Card>
    </Box>
  );
};
