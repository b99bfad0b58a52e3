import { Box } from '@mui/material';
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Markdown written in the CMS, shown safely: react-markdown builds React elements and ignores raw
 * HTML (no rehype-raw), so `<script>` or `<img onerror>` in a page is shown as nothing, and its
 * URL transform drops `javascript:` and other unsafe link targets. GFM adds tables and lists.
 */
export const Markdown = ({ children }: { children: string }) => (
  <Box
    className="markdown"
    sx={{ '& table': { borderCollapse: 'collapse' }, '& th, & td': { border: 1, borderColor: 'divider', px: 1 }, '& img': { maxWidth: '100%' } }}
  >
    <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={defaultUrlTransform}>
      {children}
    </ReactMarkdown>
  </Box>
);
