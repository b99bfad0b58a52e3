import { Accordion, AccordionDetails, AccordionSummary, Grid, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { BooleanInput, SaveButton, SimpleForm, TextInput, Toolbar, required } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useFlash } from '../auth/flash-error';
import { readSession } from '../auth/session';
import { singleLinkPayload, type SingleLinkValues } from './batch-payload';
import { HelpPanel } from './HelpPanel';
import { MainLinkInputs, OptionalLinkInputs } from './LinkInputs';
import { MAIN_FIELDS, helpEntriesOf, linkFieldsFor, newLinkValues, type HelpEntry } from './link-fields';
import { linkProblem } from './link-validation';
import { submitBatch } from './submit-batch';
import { useSubmission } from './use-submission';

const NOTIFY_LABEL = 'Send email notification on completion';

const BATCH_HELP: readonly HelpEntry[] = [
  { label: 'Advertiser Name', help: 'Names the batch in Your Results.' },
  { label: 'Comment', help: 'A note kept with the batch.' },
];
const NOTIFY_HELP: HelpEntry = { label: NOTIFY_LABEL, help: 'We e-mail you when the audit is done.' };

// The button stays disabled while the submission runs: the form awaits onSubmit's promise.
const SubmitToolbar = () => (
  <Toolbar>
    <SaveButton label="Submit" />
  </Toolbar>
);

/** The single-link form (spec sections 2 and 5): the link's batch, the link, and its Additional Fields. */
export const SingleLinkForm = () => {
  const flash = useFlash();
  const { run } = useSubmission();
  const offered = linkFieldsFor(readSession()?.user);
  const submit = async (form: FieldValues) => {
    const values = form as SingleLinkValues;
    const problem = linkProblem(values);
    if (problem) return flash(problem.message, problem.severity);
    await run(() => submitBatch(singleLinkPayload(values, offered)));
  };
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <SimpleForm onSubmit={submit} defaultValues={{ ...newLinkValues(), notifyOnComplete: true }} toolbar={<SubmitToolbar />}>
          <TextInput source="batchName" label="Advertiser Name" validate={required()} />
          <TextInput source="batchDescription" label="Comment" />
          <MainLinkInputs />
          <BooleanInput source="notifyOnComplete" label={NOTIFY_LABEL} />
          <Accordion sx={{ width: '100%' }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography>Additional Fields</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <OptionalLinkInputs offered={offered} />
            </AccordionDetails>
          </Accordion>
        </SimpleForm>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <HelpPanel entries={helpEntriesOf([...BATCH_HELP, ...MAIN_FIELDS, NOTIFY_HELP, ...offered.additional, ...offered.advanced])} />
      </Grid>
    </Grid>
  );
};
