import { Box, Typography } from '@mui/material';
import { TextInput, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Markdown } from '../../markdown/Markdown';

/** A Markdown field: the text, and beside it the page as readers will see it. */
export const MarkdownInput = (props: TextInputProps) => {
  const text = useWatch({ name: props.source }) as string | null | undefined;
  return (
    <Box display="flex" gap={2} width="100%" flexWrap="wrap">
      <Box flex="1 1 400px">
        <TextInput {...props} multiline minRows={12} fullWidth />
      </Box>
      <Box flex="1 1 400px" aria-label="Preview" role="region" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
        <Typography variant="overline" color="text.secondary">
          Preview
        </Typography>
        {text ? <Markdown>{text}</Markdown> : <Typography color="text.secondary">Nothing to show yet.</Typography>}
      </Box>
    </Box>
  );
};
