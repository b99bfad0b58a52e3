import type { SvgIconComponent } from '@mui/icons-material';
import AddLinkIcon from '@mui/icons-material/AddLink';
import ArticleIcon from '@mui/icons-material/Article';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssistantIcon from '@mui/icons-material/Assistant';
import BarChartIcon from '@mui/icons-material/BarChart';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import CodeIcon from '@mui/icons-material/Code';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import CookieIcon from '@mui/icons-material/Cookie';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import HubIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
import LabelIcon from '@mui/icons-material/Label';
import LinkIcon from '@mui/icons-material/Link';
import LockIcon from '@mui/icons-material/Lock';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NotesIcon from '@mui/icons-material/Notes';
import PeopleIcon from '@mui/icons-material/People';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import QueueIcon from '@mui/icons-material/Queue';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RuleIcon from '@mui/icons-material/Rule';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SearchIcon from '@mui/icons-material/Search';
import ShareIcon from '@mui/icons-material/Share';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SummarizeIcon from '@mui/icons-material/Summarize';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TableChartIcon from '@mui/icons-material/TableChart';
import VerifiedIcon from '@mui/icons-material/Verified';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

/**
 * The sidebar's icon per entry (by its address), which is all a collapsed sidebar shows. Kept apart
 * from menu-entries.ts so the role rules stay a plain module the specs load without the icon set.
 */
const ICONS: Record<string, SvgIconComponent> = {
  '/dashboard': DashboardIcon,
  '/link-checker': AddLinkIcon,
  '/reporting/batches': AssessmentIcon,
  '/reporting/audits': ManageSearchIcon,
  '/account-management?tab=companies': BusinessIcon,
  '/account-management?tab=users': PeopleIcon,
  '/documentation': MenuBookIcon,
  '/cms/platform-content': ArticleIcon,
  '/cms/networks': HubIcon,
  '/cms/networks/success-criteria': RuleIcon,
  '/cms/lite-cmp': CookieIcon,
  '/cms/platforms': ShoppingCartIcon,
  '/narrative-management': NotesIcon,
  '/error-management': ErrorOutlineIcon,
  '/reasons-management': HelpOutlineIcon,
  '/cms/statuses': LabelIcon,
  '/cms/access': LockIcon,
  '/cms/certification-responsibility': VerifiedUserIcon,
  '/cms/guided-results': AssistantIcon,
  '/cms/whitelist': PlaylistAddCheckIcon,
  '/cms/moonpull-reporting': SummarizeIcon,
  '/network-insights/submission': InsightsIcon,
  '/share/issues/reports': ReportProblemIcon,
  '/share/issues': ShareIcon,
  '/internal-advertiser-issue-queue': QueueIcon,
  '/api-keys': VpnKeyIcon,
  '/dev-playground': CodeIcon,
  '/cms/advertisers': StorefrontIcon,
  '/moonpull-reporting': BarChartIcon,
  '/enterprise-reporting': TableChartIcon,
  '/superuser-tools': BuildIcon,
  '/scheduling': ScheduleIcon,
  '/support': SupportAgentIcon,
  '/legend': InfoOutlinedIcon,
  '/web-unlocker-journey': CompareArrowsIcon,
  '/link-assurance': LinkIcon,
  '/link-assurance-search': SearchIcon,
  '/advertiser-certification': WorkspacePremiumIcon,
  '/moonpull-verification': VerifiedIcon,
};

export const menuIconFor = (to: string): SvgIconComponent => ICONS[to] ?? LinkIcon;
