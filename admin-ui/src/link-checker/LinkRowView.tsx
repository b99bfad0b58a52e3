import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { filledOptionalFields, mainFieldsOf } from './builder-rows';
import type { LinkFieldsForUser, LinkValues } from './link-fields';

interface LinkRowViewProps {
  number: number;
  values: LinkValues;
  offered: LinkFieldsForUser;
  /** False while another row is being edited. */
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved batch-builder row: its fields as text, with Edit and Delete. */
export const LinkRowView = ({ number, values, offered, canEdit, onEdit, onDelete }: LinkRowViewProps) => (
  <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
    <Typography variant="h6" color="text.secondary">
      {number}
    </Typography>
    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
      {mainFieldsOf(values).map(({ label, value }) => (
        <Typography key={label} variant="body2" noWrap>
          <strong>{label}:</strong> {value}
        </Typography>
      ))}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {filledOptionalFields(values, offered).map(({ label, value }) => (
          <Chip key={label} size="small" label={`${label}: ${value}`} />
        ))}
      </Stack>
    </Box>
    <Tooltip title="Edit">
      <span>
        <IconButton aria-label={`Edit link ${number}`} onClick={onEdit} disabled={!canEdit}>
          <EditIcon />
        </IconButton>
      </span>
    </Tooltip>
    <Tooltip title="Delete">
      <IconButton aria-label={`Delete link ${number}`} onClick={onDelete}>
        <DeleteIcon />
      </IconButton>
    </Tooltip>
  </Stack>
);
