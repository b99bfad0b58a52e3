import { Chip } from '@mui/material';
import type { Colour } from '@tracklight/presentation';
import { chipColour } from '../audit-view/chip-colour';

/** A link's verdict as the assurance API words and colours it. */
export const AssuranceStatusChip = ({ text, colour }: { text: string | null; colour: string | null }) => (
  <Chip label={text ?? 'Unknown'} color={chipColour((colour ?? 'secondary') as Colour)} size="small" />
);
