import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { PsaModal } from '../platform-content/PsaModal';
import { AppBar } from './AppBar';
import { DocumentTitle } from './DocumentTitle';
import { Menu } from './Menu';
import { PageCrash } from './PageCrash';

/**
 * No page wider than the window (issue 22: 1280 px and a 390 px phone): the content column may
 * shrink below its widest table (flex items default to their content's width), and a wide list
 * scrolls sideways inside its own box instead of pushing the whole page out.
 */
const FIT_THE_WINDOW = {
  // react-admin's root is min-width: fit-content, so it grows to its widest descendant.
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
  // A list's buttons (filters, columns, export, ...) go on a second line rather than off screen.
  '& .RaTopToolbar-root, & .RaList-actions': { flexWrap: 'wrap' },
  // On a phone the filters take the line's width, so the buttons go under them.
  '@media (max-width: 599.95px)': { '& .RaList-actions': { flexDirection: 'column', flexWrap: 'nowrap', alignItems: 'flex-start' } },
  '& .RaDatagrid-tableWrapper, & .MuiTableContainer-root': { overflowX: 'auto' },
} as const;

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu} error={PageCrash} sx={FIT_THE_WINDOW}>
    <DocumentTitle />
    {children}
    <PsaModal />
  </RaLayout>
);
