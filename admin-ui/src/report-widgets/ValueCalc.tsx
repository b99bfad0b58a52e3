import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { downloadWithSession } from '../http/download';
import { useProductName } from '../product/product-name';
import { defaultRange, ERROR_DOWNLOADING, isValidRange } from './report-form';
import { DateRangeFields, ReportWidget } from './ReportWidget';

interface Row {
  network: string;
  monthlyRevenue: string;
}

const CALCULATIONS = [
  { path: '/value-calc', label: 'Revenue at risk (xlsx)', title: 'Revenue at risk from handover impact' },
  { path: '/value-warning-calc', label: 'Warning-level revenue at risk (xlsx)', title: 'Revenue at risk from links at warning level or worse' },
];

/** The rows the form can send: a network and a revenue of zero or more on each. */
export const revenueRows = (rows: Row[]) =>
  rows.filter((row) => row.network.trim() && row.monthlyRevenue.trim() !== '' && Number(row.monthlyRevenue) >= 0).map((row) => ({ network: row.network.trim(), monthlyRevenue: Number(row.monthlyRevenue) }));

/**
 * 'Revenue at risk' (POST /value-calc, /value-warning-calc): the monthly affiliate revenue per
 * network, answered by a spreadsheet that works out what the audited links' handover impact costs.
 */
export const ValueCalc = () => {
  const notify = useNotify();
  const productName = useProductName();
  const [rows, setRows] = useState<Row[]>([{ network: 'AWIN', monthlyRevenue: '' }]);
  const [currency, setCurrency] = useState('GBP');
  const [range, setRange] = useState(defaultRange);
  const [busy, setBusy] = useState(false);
  const networks = revenueRows(rows);
  const update = (index: number, change: Partial<Row>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const calculate = async (path: string, title: string) => {
    setBusy(true);
    try {
      await downloadWithSession(path, `${productName} ${title} ${range.endDate}.xlsx`, ERROR_DOWNLOADING, { networks, currency, ...range });
    } catch (error) {
      notify(error instanceof Error ? error.message : ERROR_DOWNLOADING, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ReportWidget
      title="Revenue at risk"
      testId="value-calc"
      about="Enter what each network pays you a month: the spreadsheet spreads it over your audited links on that network and works out the share their lost tracking puts at risk, in formulas you can check."
    >
      <DateRangeFields range={range} onChange={setRange} />
      {rows.map((row, index) => (
        <Stack key={index} direction="row" spacing={2} alignItems="center">
          <TextField size="small" label={`Network ${index + 1}`} value={row.network} onChange={(event) => update(index, { network: event.target.value })} />
          <TextField
            size="small"
            type="number"
            label={`Monthly affiliate revenue ${index + 1}`}
            value={row.monthlyRevenue}
            onChange={(event) => update(index, { monthlyRevenue: event.target.value })}
            error={row.monthlyRevenue !== '' && Number(row.monthlyRevenue) < 0}
            slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
          />
          <IconButton aria-label={`Remove network ${index + 1}`} disabled={rows.length === 1} onClick={() => setRows(rows.filter((_, i) => i !== index))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Stack direction="row" spacing={2} alignItems="center">
        <Button startIcon={<AddIcon />} onClick={() => setRows([...rows, { network: '', monthlyRevenue: '' }])} disabled={rows.length >= 50}>
          Add a network
        </Button>
        <TextField size="small" label="Currency" value={currency} onChange={(event) => setCurrency(event.target.value.toUpperCase().slice(0, 3))} sx={{ width: 100 }} />
      </Stack>
      <Stack direction="row" spacing={1}>
        {CALCULATIONS.map((calculation) => (
          <Button key={calculation.path} variant="outlined" disabled={busy || networks.length === 0 || !isValidRange(range) || !/^[A-Z]{3}$/.test(currency)} onClick={() => void calculate(calculation.path, calculation.title)}>
            {calculation.label}
          </Button>
        ))}
      </Stack>
    </ReportWidget>
  );
};
