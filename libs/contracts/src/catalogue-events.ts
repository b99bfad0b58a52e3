import type { ItemFields } from '@tracklight/cms-catalogue';

// The CMS's generic content items (libs/cms-catalogue): one stream per item, `<kind in lower
// case>-<id>`, owned by cms. Event types carry the kind's type name (`NarrativeCreated`,
// `GuidedResultUpdated`, ...) so the history reads plainly; `data.kind` lets a consumer in another
// service (reporting's guided results, statuses, CMP names) pick out the kinds it cares about.

export type CatalogueChange = 'Created' | 'Updated' | 'Deleted' | 'Restored';

export interface CatalogueItemCreated {
  type: `${string}Created`;
  data: { kind: string; id: string; fields: ItemFields; source: 'shipped' | 'cms' };
}

/** Only the fields that changed, with their new values. */
export interface CatalogueItemUpdated {
  type: `${string}Updated`;
  data: { kind: string; id: string; changes: ItemFields };
}

export interface CatalogueItemDeleted {
  type: `${string}Deleted`;
  data: { kind: string; id: string };
}

export interface CatalogueItemRestored {
  type: `${string}Restored`;
  data: { kind: string; id: string };
}

export type CatalogueEvent = CatalogueItemCreated | CatalogueItemUpdated | CatalogueItemDeleted | CatalogueItemRestored;

/** `narrative` + 'Created' → `NarrativeCreated`. */
export const catalogueEventType = (kind: string, change: CatalogueChange): string =>
  `${kind.charAt(0).toUpperCase()}${kind.slice(1)}${change}`;

/** The change an event of a catalogue kind records, or null for any other event. */
export const catalogueChangeOf = (event: { type: string; data: unknown }): CatalogueChange | null => {
  const kind = (event.data as { kind?: unknown } | null)?.kind;
  if (typeof kind !== 'string') return null;
  for (const change of ['Created', 'Updated', 'Deleted', 'Restored'] as const) {
    if (event.type === catalogueEventType(kind, change)) return change;
  }
  return null;
};
