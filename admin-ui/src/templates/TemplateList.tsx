import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Datagrid, FunctionField, List, NumberField, TextField, TopToolbar } from 'react-admin';
import { CreateTemplateDialog } from './CreateTemplateDialog';
import { describeSchedule, loadedSchedule } from './schedule';
import { LastRun, NextRun } from './TemplateRunInfo';
import type { TemplateRecord } from './template-types';

const CreateTemplateAction = () => {
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        Create template
      </Button>
      {open && <CreateTemplateDialog open onClose={() => setOpen(false)} />}
    </TopToolbar>
  );
};

/** Scheduling (/scheduling): the user's template batches, each opening its template screen. */
export const TemplateList = () => (
  <List resource="templates" title="Scheduling" actions={<CreateTemplateAction />} perPage={100} pagination={false} exporter={false} empty={false} disableSyncWithLocation>
    <Datagrid rowClick={(id) => `/reporting/memory/cookie/${id}`} bulkActionButtons={false}>
      <TextField source="name" sortable={false} />
      <NumberField source="numLinks" label="Links" sortable={false} />
      <FunctionField label="Schedule" render={(template: TemplateRecord) => describeSchedule(loadedSchedule(template))} />
      <FunctionField label="Next run" render={(template: TemplateRecord) => <NextRun template={template} />} />
      <FunctionField label="Last run" render={(template: TemplateRecord) => <LastRun template={template} />} />
    </Datagrid>
  </List>
);
