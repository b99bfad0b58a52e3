import { Accordion, AccordionDetails, AccordionSummary, Alert, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { BooleanInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, required, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COOKIE_TYPES, singleLinkProblem, submitSingleLink, type SingleLinkValues } from './submit-batch';
import { useSubmission } from './use-submission';

const LINK_CONNECTOR = /^(linkconnector|lc naked)$/i;

/** Spec section 2: LinkConnector credits only referred clicks. */
const ReferrerWarning = () => {
  const network = useWatch<SingleLinkValues>({ name: 'userDefinedNetwork' }) as string | undefined;
  if (!LINK_CONNECTOR.test(network?.trim() ?? '')) return null;
  return <Alert severity="warning">This network may require the Referrer in Additional Fields.</Alert>;
};

// The button stays disabled while the submission runs: the form awaits onSubmit's promise.
const SubmitToolbar = () => (
  <Toolbar>
    <SaveButton label="Submit" />
  </Toolbar>
);

/** The single-link form (spec sections 2 and 5), with the Additional Fields folded away. */
export const SingleLinkForm = () => {
  const notify = useNotify();
  const { run } = useSubmission();
  const submit = (values: Record<string, unknown>) => {
    const linkValues = values as unknown as SingleLinkValues;
    const problem = singleLinkProblem(linkValues);
    if (problem) return notify(problem.message, { type: problem.type, messageArgs: { _: problem.message } });
    return run(() => submitSingleLink(linkValues));
  };
  return (
    <SimpleForm
      onSubmit={submit}
      defaultValues={{ countryCode: 'gb', notifyOnComplete: true, cookieType: 'none' }}
      toolbar={<SubmitToolbar />}
    >
      <TextInput source="batchName" label="Advertiser Name" validate={required()} fullWidth />
      <TextInput source="batchDescription" label="Comment" fullWidth />
      <TextInput source="link" label="Affiliate Link" validate={required()} fullWidth />
      <TextInput source="userDefinedNetwork" label="Network" validate={required()} fullWidth />
      <ReferrerWarning />
      <TextInput source="countryCode" label="Country Code" validate={required()} />
      <BooleanInput source="notifyOnComplete" label="Send email notification on completion" />
      <Accordion sx={{ width: '100%' }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography>Additional Fields</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <TextInput source="referrer" label="Referrer" fullWidth />
          <SelectInput source="cookieType" label="Cookie Type" choices={COOKIE_TYPES} />
          <TextInput source="cookieName" label="Cookie Name" fullWidth />
          <TextInput source="name" label="Name" fullWidth />
          <TextInput source="placement" label="Placement" fullWidth />
        </AccordionDetails>
      </Accordion>
    </SimpleForm>
  );
};
