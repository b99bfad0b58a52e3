import { Card, CardContent, Typography } from '@mui/material';
import { Form, NumberInput, SaveButton } from 'react-admin';
import { grantExtraLinks, type Company } from '../account-api';
import { useAccountCall } from '../use-account-call';
import { When } from '../../dates/When';

/**
 * Spec section 7, POST /accounts/companies/{id}/extra: sets this month's extra links on top of
 * the monthly allowance; the next reset ends them.
 */
export const ExtraLinksForm = ({ company, onGranted }: { company: Company; onGranted: (company: Company) => void }) => {
  const { pending, run } = useAccountCall();
  const grant = async (values: Record<string, unknown>) => {
    const granted = await run(() => grantExtraLinks(company.id, values.thisMonthExtra as number), 'Extra links granted');
    if (granted) onGranted(granted);
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6">This month extra</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {company.remainingAudits} of {company.numMonthlyLinks + company.numExtraMonthlyLinks} links left until <When value={company.nextResetDate} dateStyle="date" />
        </Typography>
        <Form record={{ thisMonthExtra: company.numExtraMonthlyLinks }} onSubmit={grant}>
          <NumberInput source="thisMonthExtra" label="Extra links this month" />
          <SaveButton label="Grant extra links" icon={<></>} disabled={pending} alwaysEnable={!pending} />
        </Form>
      </CardContent>
    </Card>
  );
};
