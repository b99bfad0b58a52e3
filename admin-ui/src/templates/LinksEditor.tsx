import { useState } from 'react';
import { Button, IconButton, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm } from 'react-admin';
import { useSuggestionList } from '../choices/SuggestionList';
import { COUNTRY_SUGGESTIONS } from '../choices/suggestions';
import { emptyRow } from './link-rows';
import type { LinkRow } from './template-types';

interface LinksEditorProps {
  rows: LinkRow[];
  onChange: (rows: LinkRow[]) => void;
  /** Called once the user has confirmed removing `row`. */
  onDelete: (row: LinkRow) => void;
}

type EditableField = 'link' | 'name' | 'countryCode';

/** A template's links as an editable table: add a row, edit in place, delete after confirming. */
export const LinksEditor = ({ rows, onChange, onDelete }: LinksEditorProps) => {
  const [deleting, setDeleting] = useState<LinkRow | null>(null);
  const countries = useSuggestionList(COUNTRY_SUGGESTIONS);
  const edit = (key: string, field: EditableField, value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const cell = (row: LinkRow, index: number, field: EditableField, label: string, width?: number) => (
    <TableCell sx={width ? { width } : undefined}>
      <TextField
        value={row[field]}
        onChange={(event) => edit(row.key, field, event.target.value)}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { 'aria-label': `${label} ${index + 1}`, ...(field === 'countryCode' ? { list: countries.id, autoComplete: 'off' } : {}) } }}
      />
    </TableCell>
  );
  return (
    <>
      <Table size="small" data-testid="template-links">
        <TableHead>
          <TableRow>
            <TableCell>Affiliate Link</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Country Code</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.key}>
              {cell(row, index, 'link', 'Affiliate link')}
              {cell(row, index, 'name', 'Name', 200)}
              {cell(row, index, 'countryCode', 'Country code', 110)}
              <TableCell sx={{ width: 48 }}>
                <IconButton aria-label={`Delete link ${index + 1}`} onClick={() => setDeleting(row)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {countries.list}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, emptyRow()])} sx={{ mt: 1 }}>
        Add link
      </Button>
      <Confirm
        isOpen={deleting !== null}
        title="Delete link"
        content={`Are you sure you want to delete this link?${deleting?.link ? ` (${deleting.link})` : ''}`}
        onConfirm={() => {
          if (deleting) onDelete(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};
