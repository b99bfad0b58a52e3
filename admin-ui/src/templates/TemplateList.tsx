import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DatagridConfigurable, FunctionField, List, NumberField, Pagination, SearchInput, TextField } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tracklight/presentation';
import { EmptyOrNoMatch } from '../lists/EmptyOrNoMatch';
import { EmptyState } from '../lists/EmptyState';
import { ListActions } from '../lists/ListActions';
import { CreateTemplateDialog } from './CreateTemplateDialog';
import { describeSchedule, loadedSchedule } from './schedule';
import { LastRun, NextRun } from './TemplateRunInfo';
import { templateExporter } from './template-export';
import type { TemplateRecord } from './template-types';

const CreateTemplateAction = () => {
  const [open, setOpen] = useState(false);
  return (
    <ListActions>
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        Create template
      </Button>
      {open && <CreateTemplateDialog open onClose={() => setOpen(false)} />}
    </ListActions>
  );
};

// Nothing yet is the user's first visit: say what a template is for.
const NoTemplates = () => (
  <EmptyOrNoMatch
    empty={
      <EmptyState
        message="No scheduled templates yet"
        hint="A template is a set of links audited again and again (weekly, monthly or on a schedule of your own), with an e-mail when a verdict changes. Start one with Create template above."
      />
    }
  />
);

/**
 * Scheduling (/scheduling): the user's template batches, each opening its template screen;
 * searched (name, description, a link) and sorted by name or links on the server, paged; column
 * choice and a CSV export as on every list.
 */
export const TemplateList = () => (
  <List
    resource="templates"
    title="Scheduling"
    actions={<CreateTemplateAction />}
    filters={[<SearchInput key="q" source="q" placeholder="Template name, link" alwaysOn />]}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={DEFAULT_PAGE_SIZE}
    pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
    exporter={templateExporter}
    empty={false}
    disableSyncWithLocation
  >
    <DatagridConfigurable rowClick={(id) => `/reporting/memory/cookie/${id}`} bulkActionButtons={false} empty={<NoTemplates />}>
      <TextField source="name" />
      <NumberField source="numLinks" label="Links" />
      <FunctionField label="Schedule" render={(template: TemplateRecord) => describeSchedule(loadedSchedule(template))} />
      <FunctionField label="Next run" render={(template: TemplateRecord) => <NextRun template={template} />} />
      <FunctionField label="Last run" render={(template: TemplateRecord) => <LastRun template={template} />} />
    </DatagridConfigurable>
  </List>
);
