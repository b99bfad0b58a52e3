import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./AdvertiserCertificationList'));

export const advertiserCertificationScreen: Screen = {
  routes: [{ path: '/advertiser-certification', element: view('AdvertiserCertificationList') }],
  resources: [{ name: 'advertiserCertifications', label: 'advertiser certifications' }],
  queries: { advertiserCertifications: async () => (await import('./certification-queries')).certificationQueries },
  menu: [
    {
      group: 'Others',
      label: 'Advertiser Certification',
      to: '/advertiser-certification',
      icon: WorkspacePremiumIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
  ],
};
