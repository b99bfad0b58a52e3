import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, FormGroup, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { CMP_METADATA_SPEC } from '@tracklight/cms-catalogue';
import { useProductName } from '../product/product-name';
import { loadCmpMetadata, saveCmpMetadata, type CmpMetadata } from './cmp-metadata-api';

const FLAGS = ['hasAcceptAll', 'hasManage', 'hasDecline', 'hasOther', 'hasComplex', 'isForced'] as const;
const CHOICES = ['size', 'placement', 'conclusion'] as const;
const FIELDS = CMP_METADATA_SPEC.fields;
const SAVED = 'CMP metadata saved';

/**
 * The CMP metadata entry form (spec sections 3, 4, 7) on the audit page: what the consent banner
 * looked like. Detail inputs are disabled unless 'Has CMP' is ticked, and while saving. Until
 * someone saves it, 'Has CMP' starts as the audit found it (`cmpDetected`).
 */
export const CmpMetadataForm = ({ auditId, cmpDetected }: { auditId: string; cmpDetected: boolean }) => {
  const notify = useNotify();
  const productName = useProductName();
  const [metadata, setMetadata] = useState<CmpMetadata>({ auditId, hasCmp: cmpDetected });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    loadCmpMetadata(auditId)
      .then((found) => found && setMetadata(found))
      .catch((error: unknown) => console.warn('CMP metadata not loaded', error));
  }, [auditId]);

  const set = (field: string, value: unknown) => setMetadata({ ...metadata, [field]: value });
  const detailsDisabled = !metadata.hasCmp || saving;
  const save = async () => {
    setSaving(true);
    try {
      setMetadata(await saveCmpMetadata(metadata));
      notify(SAVED, { type: 'success' });
    } catch (error) {
      // Spec section 7: the response text as a danger message.
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          CMP metadata
        </Typography>
        <FormControlLabel control={<Checkbox checked={Boolean(metadata.hasCmp)} onChange={(e) => set('hasCmp', e.target.checked)} disabled={saving} />} label={FIELDS.hasCmp.label} />
        <FormGroup row>
          {FLAGS.map((flag) => (
            <FormControlLabel
              key={flag}
              control={<Checkbox checked={Boolean(metadata[flag])} onChange={(e) => set(flag, e.target.checked)} disabled={detailsDisabled} />}
              label={FIELDS[flag].label}
            />
          ))}
        </FormGroup>
        <Box sx={{ display: 'grid', gridTemplateColumns: { md: 'repeat(3, 1fr)' }, gap: 2, mt: 1 }}>
          {CHOICES.map((field) => (
            <TextField key={field} select label={FIELDS[field].label} value={(metadata[field] as string | null) ?? ''} onChange={(e) => set(field, e.target.value || null)} disabled={detailsDisabled}>
              <MenuItem value="">(none)</MenuItem>
              {FIELDS[field].choices.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name.replace('{product}', productName)}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
        <TextField
          label={FIELDS.comment.label}
          value={(metadata.comment as string | null) ?? ''}
          onChange={(e) => set('comment', e.target.value)}
          disabled={detailsDisabled}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
        />
        <Button variant="contained" onClick={() => void save()} disabled={saving} sx={{ mt: 2 }}>
          Save CMP metadata
        </Button>
      </CardContent>
    </Card>
  );
};
