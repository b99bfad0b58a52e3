import { Alert, Autocomplete, Badge, Box, Card, CardContent, LinearProgress, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, Form, ResourceContextProvider, SaveButton, Title, Toolbar, useGetOne, useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { CRITERIA_STAGE_LABELS, CRITERIA_STAGES, type CriteriaStage, type SuccessCriteria } from '@tracklight/networks';
import { mutate } from '../../dataProvider/apollo-client';
import { completeCriteria, criteriaProblems, formErrors } from './form-errors';
import { useNetworkChoices } from './network-choices';
import { NETWORK_PATHS, networkEditPath } from './network-paths';
import { UPDATE_SUCCESS_CRITERIA, type NetworkRecordView } from './network-queries';
import { HistoryPanel } from '../../entity-history/HistoryPanel';
import { StageCriteriaInputs } from './StageCriteriaInputs';

type FieldErrorTree = { message?: unknown; [key: string]: unknown } | undefined;

/** Every message in react-hook-form's error tree, in form order. */
const messagesOf = (tree: FieldErrorTree): string[] => {
  if (!tree || typeof tree !== 'object') return [];
  if (typeof tree.message === 'string') return [tree.message];
  return Object.entries(tree)
    .filter(([key]) => key !== 'ref')
    .flatMap(([, value]) => messagesOf(value as FieldErrorTree));
};

/** The stage tabs, each with the count of problems on it, so none hides on another tab. */
const StageTabs = () => {
  const [stage, setStage] = useState<CriteriaStage>('alp');
  const { errors } = useFormState();
  const stageErrors = (errors.successCriteria ?? {}) as Record<string, FieldErrorTree>;
  return (
    <>
      <Tabs value={stage} onChange={(_, next: CriteriaStage) => setStage(next)} variant="scrollable" aria-label="Stages">
        {CRITERIA_STAGES.map((candidate) => {
          const count = messagesOf(stageErrors[candidate]).length;
          return (
            <Tab
              key={candidate}
              value={candidate}
              label={
                <Badge color="error" badgeContent={count} invisible={count === 0}>
                  <Box component="span" sx={{ pr: count ? 1.5 : 0 }}>
                    {candidate}
                  </Box>
                </Badge>
              }
              aria-label={`${candidate}: ${CRITERIA_STAGE_LABELS[candidate]}${count ? `, ${count} to fix` : ''}`}
            />
          );
        })}
      </Tabs>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Checks at {CRITERIA_STAGE_LABELS[stage]}.
      </Typography>
      <StageCriteriaInputs key={stage} stage={stage} />
    </>
  );
};

/** After a refused save: every problem, in the server's words, wherever its tab is. */
const ProblemSummary = () => {
  const { errors, submitCount } = useFormState();
  const messages = messagesOf(errors as FieldErrorTree);
  if (submitCount === 0 || messages.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }} data-testid="criteria-problems">
      Not saved. Fix these first:
      <ul style={{ margin: 0 }}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Alert>
  );
};

const CriteriaForm = ({ network, onSaved }: { network: NetworkRecordView; onSaved: () => void }) => {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const save = async (values: { successCriteria?: SuccessCriteria }) => {
    if (!values.successCriteria) return;
    try {
      await mutate(UPDATE_SUCCESS_CRITERIA, { id: network.id, successCriteria: JSON.stringify(completeCriteria(values.successCriteria)) });
      notify('Success criteria saved', { type: 'success' });
      onSaved();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Something went wrong', { type: 'error' });
    }
  };
  const followDefinition = async () => {
    setConfirming(false);
    try {
      await mutate(UPDATE_SUCCESS_CRITERIA, { id: network.id, successCriteria: null });
      notify('Success criteria follow the definition again', { type: 'success' });
      onSaved();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Something went wrong', { type: 'error' });
    }
  };
  return (
    <Form
      key={`${network.id}-${network.version}`}
      record={{ id: network.id, successCriteria: network.successCriteria }}
      onSubmit={(values: Record<string, unknown>) => save(values as { successCriteria?: SuccessCriteria })}
      validate={(values: Record<string, unknown>) => formErrors(criteriaProblems(values.successCriteria as SuccessCriteria))}
    >
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap">
        <Typography variant="body2" data-testid="criteria-version">
          {network.name}, version {network.version}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="criteria-source">
          {network.successCriteriaEdited
            ? 'These criteria were set in the CMS; edits of the definition no longer change them.'
            : "These criteria follow the network's definition until you save your own."}
        </Typography>
        <Button component={Link} to={networkEditPath(network.id)} label="Edit the network" />
      </Stack>
      <StageTabs />
      <ProblemSummary />
      <Toolbar sx={{ justifyContent: 'space-between', mt: 2 }}>
        <SaveButton label="Save success criteria" alwaysEnable />
        {network.successCriteriaEdited && <Button label="Follow the definition again" onClick={() => setConfirming(true)} />}
      </Toolbar>
      <Confirm
        isOpen={confirming}
        title="Follow the definition again?"
        content="The criteria set here are dropped; the network is judged by the criteria its definition implies, and they follow its later edits."
        onConfirm={followDefinition}
        onClose={() => setConfirming(false)}
      />
    </Form>
  );
};

const CriteriaOf = ({ networkId }: { networkId: string }) => {
  const { data: network, isPending, error, refetch } = useGetOne<NetworkRecordView>('networks', { id: networkId });
  if (isPending) return <LinearProgress aria-label="Loading the network" />;
  if (error || !network) {
    return <Alert severity="error">The network could not be loaded: {error?.message ?? 'No such network.'} Pick another, or reload the page to try again.</Alert>;
  }
  if (network.deletedAt) return <Alert severity="warning">This network is deleted. Restore it before changing its success criteria.</Alert>;
  return (
    <ResourceContextProvider value="networks">
      <CriteriaForm network={network} onSaved={() => void refetch()} />
      <HistoryPanel streamId={`network-${network.id}`} />
    </ResourceContextProvider>
  );
};

/**
 * /cms/networks/success-criteria: pick a network, then edit its checks stage by stage (niu ...
 * alp-post-consent-refresh). Each check is a form of its own fields, checked with the server's
 * schema before it is sent; the picked network is in the address (?network=<id>).
 */
export const SuccessCriteriaEditor = () => {
  const [params, setParams] = useSearchParams();
  const networkId = params.get('network');
  const networks = useNetworkChoices();
  const picked = networks.choices.find((choice) => choice.id === networkId) ?? null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Network success criteria" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Network success criteria
        </Typography>
        {networks.error ? (
          <Alert severity="error">The networks could not be loaded: {networks.error.message} Reload the page to try again.</Alert>
        ) : !networks.isPending && networks.choices.length === 0 ? (
          <Alert severity="info">
            There are no networks yet. <Link to={NETWORK_PATHS.create}>Create a network</Link> first.
          </Alert>
        ) : (
          <Autocomplete
            options={networks.choices}
            loading={networks.isPending}
            value={picked}
            getOptionLabel={(option) => `${option.name} (${option.id})`}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_, choice) => setParams(choice ? { network: String(choice.id) } : {})}
            renderInput={(input) => <TextField {...input} label="Network" helperText="The network whose success criteria to edit" />}
            sx={{ maxWidth: 480, mb: 2 }}
          />
        )}
        {networkId ? <CriteriaOf key={networkId} networkId={networkId} /> : <Alert severity="info">Pick a network to edit its success criteria.</Alert>}
      </CardContent>
    </Card>
  );
};
