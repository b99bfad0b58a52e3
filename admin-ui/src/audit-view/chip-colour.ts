import type { Colour } from '@tracklight/presentation';
import type { AuditBadge } from './audit-record';

export type ChipColour = 'success' | 'warning' | 'error' | 'default';

/** The spec's semantic colours in the MUI theme: primary reads green, secondary grey. */
const CHIP_COLOUR: Record<Colour, ChipColour> = {
  primary: 'success',
  warning: 'warning',
  danger: 'error',
  secondary: 'default',
};

export const chipColour = (colour: Colour | null | undefined): ChipColour => (colour ? CHIP_COLOUR[colour] : 'default');

export interface BadgeChip {
  key: string;
  label: string;
  colour: ChipColour;
  /** Staff-only information is filled in, so a super admin tells it from what publishers see too. */
  variant: 'filled' | 'outlined';
  /** A badge with a detail (the Lite error stack, the refresh-stage URL) opens it when clicked. */
  detail: string | null;
}

export const badgeChip = (badge: AuditBadge): BadgeChip => ({
  key: badge.key,
  label: badge.label,
  colour: chipColour(badge.colour),
  variant: badge.superAdminOnly ? 'filled' : 'outlined',
  detail: badge.detail || null,
});
