import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { PDF_DOCUMENTS } from '@tracklight/presentation';
import { downloadWithSession } from '../http/download';
import { useProductName } from '../product/product-name';
import type { AuditRecord } from '../audit-view/audit-record';

/**
 * The audit's printed reports (GET /audits/{id}/pdf, /advertiser-pdf, ...): the general ones for
 * every finished audit, a verdict's own only for audits with that verdict.
 */
export const PdfDownloads = ({ audit }: { audit: AuditRecord }) => {
  const notify = useNotify();
  const productName = useProductName();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [printing, setPrinting] = useState(false);
  const documents = PDF_DOCUMENTS.filter((document) => !document.forStatus || document.forStatus === audit.memoryCookieStatus);
  const download = async (id: string, title: string) => {
    setAnchor(null);
    setPrinting(true);
    try {
      await downloadWithSession(`/audits/${audit.id}/${id}`, `${productName} ${title} ${audit.id}.pdf`, 'Error downloading report');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Error downloading report', { type: 'error' });
    } finally {
      setPrinting(false);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={printing} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        {printing ? 'Preparing PDF…' : 'Download PDF'}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {documents.map((document) => (
          <MenuItem key={document.id} onClick={() => void download(document.id, document.title)}>
            {document.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
