import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { quickCheckPayload } from './batch-payload';
import { quickCheckProblem } from './link-validation';
import { submitBatch } from './submit-batch';
import { useSubmission } from './use-submission';

/** The quick 'Check Link' tab (spec sections 2 and 5): just a link, then straight to its batch page. */
export const QuickCheckForm = () => {
  const { pending, run } = useSubmission();
  const [link, setLink] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = quickCheckProblem(link);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) void run(() => submitBatch(quickCheckPayload(link)));
  };
  return (
    <form onSubmit={submit}>
      <Stack spacing={2} sx={{ p: 2, maxWidth: 720 }}>
        <TextField
          label="Affiliate Link"
          name="quickCheckLink"
          value={link}
          onChange={(event) => {
            setLink(event.target.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          error={touched && problem !== null}
          helperText={touched && problem ? problem : 'Audits this one link and opens its result.'}
        />
        <Button type="submit" variant="contained" disabled={problem !== null || pending} sx={{ alignSelf: 'flex-start' }}>
          Check Link
        </Button>
      </Stack>
    </form>
  );
};
