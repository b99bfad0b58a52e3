import { useQuery } from '@tanstack/react-query';
import { apolloClient } from '../../dataProvider/apollo-client';
import { ADVERTISER_NETWORK_CHOICES } from './advertiser-queries';

/** The networks whose advertisers the user manages (all for a super admin; their company's for a granted user). */
export const useAdvertiserNetworks = () => {
  const { data = [], isPending } = useQuery({
    queryKey: ['advertiserNetworkChoices'],
    queryFn: async (): Promise<{ id: string; name: string }[]> =>
      (await apolloClient.query({ query: ADVERTISER_NETWORK_CHOICES })).data.advertiserNetworkChoices.map(({ id, name }: { id: string; name: string }) => ({ id, name })),
  });
  return { choices: data, names: new Map(data.map(({ id, name }) => [id, name])), isPending };
};
