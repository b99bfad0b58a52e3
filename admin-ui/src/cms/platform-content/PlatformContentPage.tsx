import { Alert, Box, Button, Card, CardContent, LinearProgress, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePlatformContent, type PlatformContentEntry, type SaveEntry } from './platform-content-api';

/** Keys with a page of their own. */
const ELSEWHERE = new Set(['accessControl']);

/** One key: its text and its own Save, so a refused value leaves every other key as it was. */
const EntryEditor = ({ entry, save, saving }: { entry: PlatformContentEntry; save: SaveEntry; saving: boolean }) => {
  const [value, setValue] = useState(entry.value);
  const changed = value !== entry.value;
  // Texts get room to write; the thresholds are one number each.
  const long = !entry.key.startsWith('handoverImpactThreshold');
  return (
    <Box display="flex" gap={2} alignItems="flex-start" mb={3}>
      <TextField
        label={entry.key}
        helperText={entry.description}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        multiline={long}
        minRows={long ? 2 : undefined}
        fullWidth
        slotProps={{ htmlInput: { 'aria-label': entry.key } }}
      />
      <Button
        variant="contained"
        onClick={() => save(entry.key, value, 'Platform content saved')}
        disabled={!changed || saving}
        aria-label={`Save ${entry.key}`}
      >
        Save
      </Button>
    </Box>
  );
};

/**
 * /cms/platform-content (spec sections 2 and 3): the PSA, the handover impact thresholds and the
 * copy texts. A saved value is what the next read shows: the PSA modal and the threshold colours.
 */
export const PlatformContentPage = () => {
  const { data, isPending, error, save, saving } = usePlatformContent();
  return (
    <Card>
      <Title title="Platform Content" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Platform Content
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          Texts and thresholds the product shows; who has which feature is on the <Link to="/cms/access">Access</Link> page.
        </Typography>
        {isPending && <LinearProgress aria-label="Loading the platform content" />}
        {error && <Alert severity="error">The platform content could not be loaded: {error.message}</Alert>}
        {data
          ?.filter((entry) => !ELSEWHERE.has(entry.key))
          .map((entry) => <EntryEditor key={`${entry.key}:${entry.value}`} entry={entry} save={save} saving={saving} />)}
      </CardContent>
    </Card>
  );
};
