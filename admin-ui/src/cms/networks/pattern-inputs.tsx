import { ArrayInput, BooleanInput, SelectInput, SimpleFormIterator, TextInput, type SimpleFormIteratorProps } from 'react-admin';

// The inputs of the network definition's structured values, shared by the network form and the
// success-criteria editor. Each sits in an ArrayInput, so its sources are relative to one entry.

/**
 * react-admin's list of entries, with each entry's remove button always shown: by default it shows
 * on mouse hover only, which leaves it out of reach of the keyboard.
 */
export const EntryList = (props: SimpleFormIteratorProps) => (
  <SimpleFormIterator {...props} sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' }, ...props.sx }} />
);

const STORAGE_CHOICES = [
  { id: 'cookie', name: 'Cookie' },
  { id: 'localStorage', name: 'Local storage' },
  { id: 'sessionStorage', name: 'Session storage' },
];

/** One memory-cookie rule: where it is stored, its name pattern, whether it must hold the click id. */
const CookieRuleFields = ({ cookiesOnly = false }: { cookiesOnly?: boolean }) => (
  <EntryList inline>
    <SelectInput
      source="storage"
      label="Stored in"
      choices={cookiesOnly ? STORAGE_CHOICES.slice(0, 1) : STORAGE_CHOICES}
      defaultValue="cookie"
      emptyText={false as never}
    />
    <TextInput source="namePattern" label="Name pattern" helperText="Regular expression; {advertiserId} stands for the advertiser id" sx={{ minWidth: 320 }} />
    <BooleanInput source="mustContainAni" label="Must contain the click id" defaultValue={false} />
  </EntryList>
);

export const CookieRulesInput = ({ source, label, cookiesOnly }: { source: string; label: string; cookiesOnly?: boolean }) => (
  <ArrayInput source={source} label={label}>
    <CookieRuleFields cookiesOnly={cookiesOnly} />
  </ArrayInput>
);

/** URLs on a host (glob, * for any run of characters) whose path matches a regular expression. */
/** What a tag's path pattern may say besides matching: the advertiser the tag belongs to. */
export const TAG_PATH_HELP = 'Regular expression on the path; its first group is the advertiser id';

export const UrlPatternsInput = ({ source, label, pathHelp }: { source: string; label: string; pathHelp: string }) => (
  <ArrayInput source={source} label={label}>
    <EntryList inline>
      <TextInput source="host" label="Host" helperText="e.g. www.dwin1.com or *.sjv.io" />
      <TextInput source="path" label="Path pattern" helperText={pathHelp} sx={{ minWidth: 280 }} />
    </EntryList>
  </ArrayInput>
);
