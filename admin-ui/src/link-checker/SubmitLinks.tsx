import { useState } from 'react';
import { Card, Tab, Tabs } from '@mui/material';
import { Title } from 'react-admin';
import { BatchBuilder } from './BatchBuilder';
import { CsvUploadForm } from './CsvUploadForm';
import { QuickCheckForm } from './QuickCheckForm';
import { SingleLinkForm } from './SingleLinkForm';

const TABS = [
  { label: 'Single Link', Content: SingleLinkForm },
  { label: 'Check Link', Content: QuickCheckForm },
  { label: 'Batch Builder', Content: BatchBuilder },
  { label: 'CSV Upload', Content: CsvUploadForm },
];

/** Submit Links (/link-checker, spec section 2): one link by form, a quick check, a built batch, or a CSV. */
export const SubmitLinks = () => {
  const [tab, setTab] = useState(0);
  const { Content } = TABS[tab];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Submit Links" />
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)}>
        {TABS.map(({ label }) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      <Content />
    </Card>
  );
};
