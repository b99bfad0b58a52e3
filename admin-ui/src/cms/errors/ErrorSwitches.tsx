import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { authedRequest } from '../../auth/authed-request';

/** The two switches of spec section 7 (PATCH /cms/errors/{id}/toggle-...), each with its REST route. */
const SWITCHES = [
  { path: 'toggle-moonpull-only', field: 'moonpullOnly', on: 'Make public', off: 'Make staff only', done: 'staff only' },
  { path: 'toggle-hide-from-download', field: 'hideFromDownload', on: 'Show in downloads', off: 'Hide from downloads', done: 'hidden from downloads' },
] as const;

/**
 * A list column flipping an error's switches in one click; the audit pages and reports follow on
 * their next read. The click stays in the cell (the row's click opens the error).
 */
export const ErrorSwitches = (_props: { label: string }) => {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const flip = async (event: React.MouseEvent, { path, done }: (typeof SWITCHES)[number]) => {
    event.stopPropagation();
    setPending(true);
    try {
      const error = await authedRequest<Record<string, unknown>>(`/cms/errors/${encodeURIComponent(String(record.id))}/${path}`, { method: 'PATCH' });
      const field = SWITCHES.find((candidate) => candidate.path === path)!.field;
      notify(`Error ${record.id} is ${error[field] ? '' : 'no longer '}${done}`, { type: 'success' });
      refresh();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'Something went wrong', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      {SWITCHES.map((toggle) => (
        <Button key={toggle.path} size="small" disabled={pending} label={record[toggle.field] ? toggle.on : toggle.off} onClick={(event) => flip(event, toggle)} />
      ))}
    </Stack>
  );
};
