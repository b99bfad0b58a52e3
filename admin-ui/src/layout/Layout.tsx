import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { PsaModal } from '../platform-content/PsaModal';
import { AppBar } from './AppBar';
import { DocumentTitle } from './DocumentTitle';
import { Menu } from './Menu';

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu}>
    <DocumentTitle />
    {children}
    <PsaModal />
  </RaLayout>
);
