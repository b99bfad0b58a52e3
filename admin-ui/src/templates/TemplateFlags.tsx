import { FormControlLabel, Stack, Switch } from '@mui/material';

export interface TemplateFlagValues {
  notifyOnComplete: boolean;
  useForLinkAssurance: boolean;
}

const LABELS: Record<keyof TemplateFlagValues, string> = {
  notifyOnComplete: 'Send email notification on completion',
  useForLinkAssurance: 'Use for link assurance',
};

/** The template's notification and link-assurance switches (spec section 2). */
export const TemplateFlags = ({ flags, onChange }: { flags: TemplateFlagValues; onChange: (flags: TemplateFlagValues) => void }) => (
  <Stack direction="row" spacing={2}>
    {(Object.keys(LABELS) as (keyof TemplateFlagValues)[]).map((flag) => (
      <FormControlLabel
        key={flag}
        label={LABELS[flag]}
        control={<Switch name={flag} checked={flags[flag]} onChange={(event) => onChange({ ...flags, [flag]: event.target.checked })} />}
      />
    ))}
  </Stack>
);
