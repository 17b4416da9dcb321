import type { AllowedFeatures, Feature } from '@leadhouse/domain';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SourceOutlined from '@mui/icons-material/SourceOutlined';
import type { ReactNode } from 'react';

/**
 * A sidebar entry; its id names it (`shell:items.<id>`) and is the feature key that must be allowed
 * (spec §6), unless `feature` names another (a screen of a feature that has several).
 */
export interface MenuItem {
  id:
    | 'distribution'
    | 'revenue'
    | (Feature &
        (
          | 'dashboard'
          | 'leads'
          | 'reports'
          | 'users'
          | 'pools'
          | 'integrations'
          | 'apiKeys'
          | 'accounts'
          | 'domains'
          | 'analytics'
          | 'campaigns'
          | 'sources'
        ));
  feature?: Feature;
  path: string;
  icon: ReactNode;
}

/** A titled group of entries (spec §2 sidebar product sections). */
export interface MenuSection {
  id: 'main' | 'leads' | 'reports' | 'users' | 'integrations' | 'accounts' | 'analytics';
  items: MenuItem[];
}

/** Sidebar sections: Main, Leads, Reports, Users, Integrations (with API keys), Accounts (with domains), Analytics. */
export const MENU: MenuSection[] = [
  { id: 'main', items: [{ id: 'dashboard', path: '/dashboard', icon: <DashboardOutlined /> }] },
  { id: 'leads', items: [{ id: 'leads', path: '/leads', icon: <PersonSearchOutlined /> }] },
  { id: 'reports', items: [{ id: 'reports', path: '/reports', icon: <AssessmentOutlined /> }] },
  {
    id: 'users',
    items: [
      { id: 'users', path: '/users', icon: <ManageAccountsOutlined /> },
      { id: 'pools', path: '/pools', icon: <GroupsOutlined /> },
    ],
  },
  {
    id: 'integrations',
    items: [
      { id: 'integrations', path: '/integrations', icon: <HubOutlined /> },
      { id: 'distribution', feature: 'integrations', path: '/distribution', icon: <AltRouteOutlined /> },
      { id: 'apiKeys', path: '/keys', icon: <KeyOutlined /> },
    ],
  },
  {
    id: 'accounts',
    items: [
      { id: 'accounts', path: '/accounts', icon: <AccountBalanceWalletOutlined /> },
      { id: 'domains', path: '/domains', icon: <LanguageOutlined /> },
    ],
  },
  {
    id: 'analytics',
    items: [
      { id: 'analytics', path: '/analytics', icon: <InsightsOutlined /> },
      { id: 'campaigns', path: '/campaigns', icon: <CampaignOutlined /> },
      { id: 'sources', path: '/sources', icon: <SourceOutlined /> },
      // Distribution revenue and margin (issue 22 §6): buyers' prices, for whoever manages distribution.
      { id: 'revenue', feature: 'integrations', path: '/revenue', icon: <PaidOutlined /> },
    ],
  },
];

/** Only the items whose id is truthy in `allowedFeatures`; sections left empty disappear. */
export function visibleMenu(features: AllowedFeatures): MenuSection[] {
  return MENU.map((section) => ({
    ...section,
    items: section.items.filter((item) => Boolean(features[item.feature ?? (item.id as Feature)])),
  })).filter((section) => section.items.length > 0);
}
