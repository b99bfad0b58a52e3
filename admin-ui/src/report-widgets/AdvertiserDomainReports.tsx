import { MenuItem, Stack, TextField } from '@mui/material';
import { gql } from '@apollo/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apolloClient } from '../dataProvider/apollo-client';
import { defaultRange, isValidRange, reportUrl, SELECT_ADVERTISER, SELECT_NETWORK } from './report-form';
import { DateRangeFields, ReportButton, ReportWidget } from './ReportWidget';
import { useReportDownload } from './use-report-download';
import { DownloadProgress } from '../export/StreamedDownload';

const NETWORKS = gql`query ReportNetworks { networkMany(limit: 100000) { id name } }`;
const ADVERTISERS = gql`
  query IdentifiedAdvertisers($networkName: String!, $startDate: String, $endDate: String) {
    identifiedAdvertisers(networkName: $networkName, startDate: $startDate, endDate: $endDate) { domain name audits }
  }
`;
const BUTTONS = [
  { type: 'publisher', label: 'Publisher Report' },
  { type: 'multi-line', label: 'Multi Line Report' },
];

/**
 * 'Advertisers by identified ALP domain' (spec section 2): a network, then one of the landing
 * domains its audits identified in the date range; the advertiser selector needs the network first.
 */
export const AdvertiserDomainReports = () => {
  const [range, setRange] = useState(defaultRange);
  const [networkName, setNetworkName] = useState('');
  const [domain, setDomain] = useState('');
  const { busy, download, received, cancel } = useReportDownload();
  const validRange = isValidRange(range);
  const networks = useQuery({
    queryKey: ['report-networks'],
    queryFn: async () => (await apolloClient.query<{ networkMany: { id: string; name: string }[] }>({ query: NETWORKS })).data.networkMany,
  });
  const advertisers = useQuery({
    queryKey: ['identified-advertisers', networkName, range],
    enabled: Boolean(networkName) && validRange,
    queryFn: async () =>
      (await apolloClient.query<{ identifiedAdvertisers: { domain: string; name: string | null; audits: number }[] }>({ query: ADVERTISERS, variables: { networkName, ...range }, fetchPolicy: 'no-cache' })).data
        .identifiedAdvertisers,
  });
  const advertiserHelp = !networkName ? SELECT_NETWORK : advertisers.isError ? 'The advertisers could not be loaded: refresh the page.' : advertisers.data?.length === 0 ? 'No audits on this network in the date range.' : !domain ? SELECT_ADVERTISER : ' ';
  return (
    <ReportWidget title="Advertisers by identified ALP domain" testId="advertiser-domain-reports" about="The audits of one network that landed on one advertiser's domain.">
      <DateRangeFields range={range} onChange={setRange} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Network"
          sx={{ minWidth: 220 }}
          value={networkName}
          onChange={(event) => {
            setNetworkName(event.target.value);
            setDomain('');
          }}
          helperText={networks.isError ? 'The networks could not be loaded: refresh the page.' : networkName ? ' ' : SELECT_NETWORK}
        >
          {(networks.data ?? []).map((network) => (
            <MenuItem key={network.id} value={network.name}>
              {network.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Advertiser" sx={{ minWidth: 280 }} value={domain} disabled={!networkName || !advertisers.data?.length} onChange={(event) => setDomain(event.target.value)} helperText={advertiserHelp}>
          {(advertisers.data ?? []).map((advertiser) => (
            <MenuItem key={advertiser.domain} value={advertiser.domain}>
              {advertiser.name ? `${advertiser.name} (${advertiser.domain})` : advertiser.domain} · {advertiser.audits}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1}>
        {BUTTONS.map((button) => (
          <ReportButton
            key={button.type}
            label={button.label}
            busy={busy}
            disabled={!networkName || !domain || !validRange}
            onClick={() => void download(button.label, reportUrl(button.type, { networkName, advertiserAlps: [domain], ...range }), `${button.label} ${domain}`)}
          />
        ))}
      </Stack>
      <DownloadProgress received={received} onCancel={cancel} />
    </ReportWidget>
  );
};
