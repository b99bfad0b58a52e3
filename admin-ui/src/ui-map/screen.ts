import type { ReactElement } from 'react';
import type { LoadQueries } from '../dataProvider/resource-queries';
import type { MenuEntryRule } from '../layout/menu-entries';

/** One address of the app and what it shows; noLayout screens (account setup, maintenance, ...) have no sidebar. */
export interface ScreenRoute {
  path: string;
  element: ReactElement;
  noLayout?: true;
}

/**
 * What one screen folder adds to the app, exported from the folder's index and listed once in
 * src/screens.ts: App.tsx, the sidebar and the data provider all read that list, so a new screen
 * is a folder and one line there.
 */
export interface Screen {
  routes?: ScreenRoute[];
  /**
   * react-admin resources, each with the words react-admin uses for it inside its own sentences
   * ('No issue reports found using the current filters.'); without a label it makes one of the name.
   */
  resources?: { name: string; label: string }[];
  /**
   * The GraphQL operations behind react-admin's calls on each resource (dataProvider/), fetched with
   * the resource's first call: like the screens, they stay out of the first chunk.
   */
  queries?: Record<string, LoadQueries>;
  /** Sidebar entries, in the order they appear within their group. */
  menu?: MenuEntryRule[];
}
