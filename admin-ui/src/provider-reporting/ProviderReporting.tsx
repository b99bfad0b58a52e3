import { Box, Link as MuiLink } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, TextField, TextInput, useRecordContext } from 'react-admin';
import { PROVIDER_REPORT_SPEC } from '@tracklight/cms-catalogue';
import { safeExporter } from '../export/safe-exporter';
import { Markdown } from '../markdown/Markdown';
import { useProductName } from '../product/product-name';
import { DateTimeField } from '../dates/DateTimeField';
import { EmptyOrNoMatch } from '../lists/EmptyOrNoMatch';
import { EmptyState } from '../lists/EmptyState';

interface ProviderReport {
  id: string;
  title: string;
  period: string | null;
  body: string;
  reportUrl: string | null;
  createdAt: string;
}

const ReportBody = () => {
  const report = useRecordContext<ProviderReport>();
  if (!report) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }} data-testid="provider-report-body">
      <Markdown>{report.body}</Markdown>
      {report.reportUrl ? (
        <MuiLink href={report.reportUrl} target="_blank" rel="noopener noreferrer">
          Open the report file
        </MuiLink>
      ) : null}
    </Box>
  );
};

/** Nothing published yet, or nothing that matches the search: two different things to do. */
const NoReports = () => {
  const productName = useProductName();
  return (
    <EmptyOrNoMatch
      empty={<EmptyState message="No reports published yet" hint={`${productName}'s reports on your networks and advertisers show here once they are published.`} />}
      noMatch={<EmptyState message="No published report matches this search" hint="Clear the search or the period to see every report." />}
    />
  );
};

const filters = [<SearchInput key="q" source="q" alwaysOn />, <TextInput key="period" source="period" label="Period" />];

const exporter = safeExporter<ProviderReport>('Provider reports', [
  { header: 'Title', value: (report) => report.title },
  { header: 'Period', value: (report) => report.period },
  { header: 'Published', value: (report) => report.createdAt },
  { header: 'Report file', value: (report) => report.reportUrl },
  { header: 'Text', value: (report) => report.body },
]);

/**
 * /moonpull-reporting (provider reporting, spec section 2): the reports the provider has published
 * in the CMS (/cms/moonpull-reporting), newest first; a row opens to its text and file.
 */
export const ProviderReporting = () => {
  const productName = useProductName();
  return (
    <List
      resource={PROVIDER_REPORT_SPEC.kind}
      title={`${productName} Reporting`}
      filters={filters}
      filter={{ isPublished: true }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={exporter}
      empty={false}
    >
      <Datagrid expand={<ReportBody />} rowClick="expand" bulkActionButtons={false} empty={<NoReports />}>
        <TextField source="title" />
        <TextField source="period" emptyText="-" />
        <FunctionField label="Report file" render={(report: ProviderReport) => (report.reportUrl ? 'Attached' : '-')} />
        <DateTimeField source="createdAt" label="Published" dateStyle="date" />
      </Datagrid>
    </List>
  );
};
