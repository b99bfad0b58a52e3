import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { gql } from '@apollo/client';
import { useQuery } from '@tanstack/react-query';
import { readSession } from '../auth/session';
import { apolloClient } from '../dataProvider/apollo-client';
import { downloadSafeCsv, type ExportColumn } from '../export/safe-exporter';
import type { ContactDetailsQuery } from '../generated/operations';
import { ReportWidget } from './ReportWidget';

type Contact = ContactDetailsQuery['userMany'][number];

const CONTACTS = gql`
  query ContactDetails($companyId: ID) {
    userMany(filter: { isEnabled: true, companyId: $companyId }, limit: 100000) {
      id
      name
      title
      email
      company {
        name
      }
    }
  }
`;
const COLUMNS: ExportColumn<Contact>[] = [
  { header: 'Name', value: (c) => c.name },
  { header: 'Title', value: (c) => c.title },
  { header: 'Email', value: (c) => c.email },
  { header: 'Company', value: (c) => c.company?.name ?? '' },
];

/** 'Contact details' (spec section 2): the enabled users of one's company (every company's for the staff), as a table and a CSV. */
export const ContactDetails = () => {
  const user = readSession()?.user;
  const companyId = user?.company.isSuperAdmin ? null : (user?.company.id ?? null);
  const contacts = useQuery({
    queryKey: ['contact-details', companyId],
    queryFn: async () => (await apolloClient.query<ContactDetailsQuery>({ query: CONTACTS, variables: { companyId } })).data.userMany,
  });
  return (
    <ReportWidget title="Contact details" testId="contact-details" about="Who to reach about the audited links.">
      {contacts.isLoading ? <CircularProgress size={24} aria-label="Loading contact details" /> : null}
      {contacts.isError ? <Alert severity="error">The contact details could not be loaded: refresh the page.</Alert> : null}
      {contacts.data?.length === 0 ? <Alert severity="info">No enabled users yet: add them under User Management.</Alert> : null}
      {contacts.data?.length ? (
        <>
          <Table size="small" aria-label="Contact details">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column.header}>{column.header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {contacts.data.map((contact) => (
                <TableRow key={contact.id}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column.header}>{String(column.value(contact))}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadSafeCsv('Contact details', COLUMNS, contacts.data)}>
              Download CSV
            </Button>
          </div>
        </>
      ) : null}
    </ReportWidget>
  );
};
