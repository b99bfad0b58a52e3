import { useState } from 'react';
import { Card, Tab, Tabs } from '@mui/material';
import { Title } from 'react-admin';
import { CsvUploadForm } from './CsvUploadForm';
import { SingleLinkForm } from './SingleLinkForm';

/** Submit Links (/link-checker): one link by form, or many by CSV. */
export const SubmitLinks = () => {
  const [tab, setTab] = useState(0);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Submit Links" />
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)}>
        <Tab label="Single Link" />
        <Tab label="CSV Upload" />
      </Tabs>
      {tab === 0 ? <SingleLinkForm /> : <CsvUploadForm />}
    </Card>
  );
};
