import { useState } from 'react';
import { Alert, Button, Collapse, Stack } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Form } from 'react-admin';
import { MainLinkInputs, OptionalLinkInputs } from './LinkInputs';
import type { LinkFieldsForUser, LinkValues } from './link-fields';
import { COOKIE_PAIR, linkProblem, type Problem } from './link-validation';

interface LinkRowEditorProps {
  number: number;
  values: LinkValues;
  offered: LinkFieldsForUser;
  onSave: (values: LinkValues) => void;
  onCancel: () => void;
}

/** One batch-builder row in edit mode: the main fields, an advanced options panel that toggles, Save. */
export const LinkRowEditor = ({ number, values, offered, onSave, onCancel }: LinkRowEditorProps) => {
  const [problem, setProblem] = useState<Problem | null>(null);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const save = (edited: LinkValues) => {
    const found = linkProblem(edited);
    setProblem(found);
    // The cookie fields live in the panel: open it so the fields the message names are in view.
    if (found?.message === COOKIE_PAIR) setAdvancedOpen(true);
    if (!found) onSave(edited);
  };
  return (
    <Form defaultValues={values} onSubmit={save}>
      <Stack spacing={1} sx={{ p: 2 }}>
        <MainLinkInputs />
        <Button
          onClick={() => setAdvancedOpen(!advancedOpen)}
          startIcon={advancedOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={advancedOpen}
          sx={{ alignSelf: 'flex-start' }}
        >
          Advanced options
        </Button>
        <Collapse in={advancedOpen}>
          <OptionalLinkInputs offered={offered} />
        </Collapse>
        {problem && <Alert severity={problem.severity}>{problem.message}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" aria-label={`Save link ${number}`}>
            Save
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Stack>
      </Stack>
    </Form>
  );
};
