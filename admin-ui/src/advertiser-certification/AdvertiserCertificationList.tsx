import { Chip } from '@mui/material';
import { Datagrid, ExportButton, FunctionField, List, NumberField, SearchInput, TextField, TopToolbar } from 'react-admin';
import { safeExporter } from '../export/safe-exporter';
import { DateTimeField } from '../dates/DateTimeField';

interface Certification {
  id: string;
  name: string | null;
  domain: string | null;
  networkName: string | null;
  certification: 'CERTIFIED' | 'CONDITIONAL' | 'NOT_CERTIFIED' | 'NEEDS_REVIEW';
  certificationText: string;
  latestAuditId: string;
  latestAuditedAt: string | null;
  auditCount: number;
}

const COLOURS = { CERTIFIED: 'success', CONDITIONAL: 'warning', NOT_CERTIFIED: 'error', NEEDS_REVIEW: 'default' } as const;

const exporter = safeExporter<Certification>('advertiser-certification', [
  { header: 'Advertiser', value: (row) => row.name ?? row.domain ?? row.id },
  { header: 'Domain', value: (row) => row.domain },
  { header: 'Network', value: (row) => row.networkName },
  { header: 'Certification', value: (row) => row.certificationText },
  { header: 'Latest audit', value: (row) => row.latestAuditedAt },
  { header: 'Audits', value: (row) => row.auditCount },
]);

/**
 * /advertiser-certification (spec section 2, super admins): which advertisers meet the tracking
 * standard on their latest audit: certified when the memory cookie is set at once.
 */
export const AdvertiserCertificationList = () => (
  <List
    resource="advertiserCertifications"
    title="Advertiser Certification"
    filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search advertisers" />]}
    exporter={exporter}
    actions={
      <TopToolbar>
        <ExportButton />
      </TopToolbar>
    }
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
  >
    <Datagrid rowClick={(_id, _resource, record) => `/reporting/audits/${(record as Certification).latestAuditId}`} bulkActionButtons={false}>
      <FunctionField label="Advertiser" sortBy="name" render={(row: Certification) => row.name ?? row.domain ?? row.id} />
      <TextField source="networkName" label="Network" emptyText="-" />
      <FunctionField
        label="Certification"
        sortBy="certification"
        render={(row: Certification) => <Chip size="small" label={row.certificationText} color={COLOURS[row.certification]} />}
      />
      <DateTimeField source="latestAuditedAt" label="Latest audit" />
      <NumberField source="auditCount" label="Audits" />
    </Datagrid>
  </List>
);
