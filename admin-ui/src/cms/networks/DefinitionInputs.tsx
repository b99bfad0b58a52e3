import { Typography } from '@mui/material';
import { TextArrayInput } from 'react-admin';
import { CookieRulesInput, TAG_PATH_HELP, UrlPatternsInput } from './pattern-inputs';

/**
 * The definition the audit engine uses (libs/networks NetworkDefinition): how it recognises the
 * network's links, finds the click id and the advertiser, the memory cookie, the tag and the
 * closed-programme page. An edit judges the next audit.
 */
export const DefinitionInputs = () => (
  <>
    <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
      Definition the audits use
    </Typography>
    <Typography variant="body2" color="text.secondary" gutterBottom>
      Saved changes judge the next audit of every link of this network.
    </Typography>
    <TextArrayInput source="clickHostPatterns" label="Click hosts" helperText="Hosts of the network's click and redirect servers; * for any run of characters" fullWidth />
    <TextArrayInput source="aniParams" label="ANI parameters" helperText="Query parameters carrying the click id to the landing page, in order of preference" fullWidth />
    <TextArrayInput source="advertiserIdParams" label="Advertiser id parameters" helperText="Query parameters of the click URL carrying the advertiser id" fullWidth />
    <CookieRulesInput source="memoryCookie" label="Memory cookie rules" />
    <UrlPatternsInput source="trackingScriptPatterns" label="Tracking scripts" pathHelp={TAG_PATH_HELP} />
    <UrlPatternsInput source="closedProgrammeMarkers.urlPatterns" label="Closed-programme pages" pathHelp="Regular expression on the path of the network's closed-programme page" />
    <TextArrayInput
      source="closedProgrammeMarkers.textPatterns"
      label="Closed-programme texts"
      helperText="Regular expressions (case-insensitive) for the title or text of the network's closed-programme page"
      fullWidth
    />
  </>
);
