import { Typography } from '@mui/material';
import { ArrayInput, SelectInput, TextArrayInput } from 'react-admin';
import { CRITERIA_ERRORS, CRITERIA_STAGE_NUMBERS, isHopStage, type CriteriaStage } from '@tracklight/networks';
import { CookieRulesInput, EntryList, TAG_PATH_HELP, UrlPatternsInput } from './pattern-inputs';

/** The error id a check raises: one its stage can raise, shown with what it means. */
const ErrorIdInput = ({ stage, check }: { stage: CriteriaStage; check: string }) => (
  <SelectInput
    source="errorId"
    label="Error id"
    choices={CRITERIA_ERRORS.filter((error) => error.stage === stage).map((error) => ({ id: error.errorId, name: `${error.errorId} ${error.text}` }))}
    defaultValue={`${CRITERIA_STAGE_NUMBERS[stage]}.${check}`}
    emptyText={false as never}
    sx={{ minWidth: 280 }}
  />
);

const Heading = ({ title, help }: { title: string; help: string }) => (
  <>
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
      {title}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {help}
    </Typography>
  </>
);

/**
 * One stage's checks: query (a click-id parameter on the URL), cookies (a memory-cookie rule
 * finds its entry), scripts (the network's tag loaded) and extracted (the tag belongs to the
 * clicked advertiser). Redirect hops load no scripts, so they have the first two only.
 */
export const StageCriteriaInputs = ({ stage }: { stage: CriteriaStage }) => {
  const base = `successCriteria.${stage}`;
  const hop = isHopStage(stage);
  return (
    <>
      <Heading title="Query checks" help="Fail when none of the parameters is on the URL." />
      <ArrayInput source={`${base}.query`} label={false}>
        <EntryList inline>
          <ErrorIdInput stage={stage} check="5" />
          <TextArrayInput source="anyOfParams" label="Any of the parameters" sx={{ minWidth: 320 }} />
        </EntryList>
      </ArrayInput>
      <Heading title="Cookie checks" help="Fail when no rule finds its cookie or storage entry." />
      <ArrayInput source={`${base}.cookies`} label={false}>
        <EntryList>
          <ErrorIdInput stage={stage} check="4" />
          <CookieRulesInput source="rules" label="Rules (any one passes)" cookiesOnly={hop} />
        </EntryList>
      </ArrayInput>
      {!hop && (
        <>
          <Heading title="Script checks" help="Fail when no loaded script matches a pattern." />
          <ArrayInput source={`${base}.scripts`} label={false}>
            <EntryList>
              <ErrorIdInput stage={stage} check="3" />
              <UrlPatternsInput source="patterns" label="Patterns (any one passes)" pathHelp={TAG_PATH_HELP} />
            </EntryList>
          </ArrayInput>
          <Heading
            title="Extracted checks"
            help="Fail when the network's tag on the page belongs only to another advertiser than the click's ('Non-matched Tag'); the advertiser id is the first group of the script patterns."
          />
          <ArrayInput source={`${base}.extracted`} label={false}>
            <EntryList inline>
              <ErrorIdInput stage={stage} check="3.1" />
            </EntryList>
          </ArrayInput>
        </>
      )}
    </>
  );
};
