import type { AllowedFeatures, Feature } from '@leadhouse/domain';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
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

/*
 * Every screen of the menu, stated once (issue 20 "Done when": a new screen touches one obvious place).
 * A screen's line here is its path, the feature a user must be allowed (spec §6), its menu section and icon;
 * its name is `common:screens.<id>` in six languages (the type check asks for it): the menu entry, the page's
 * title and the browser tab's title all read it. `app/routes.tsx` maps each id to its page (a `Record` over
 * the ids, so a screen without a page does not compile); the shell's menus are `visibleMenu`.
 */

/** The sidebar's sections, in their order (spec §2); a section's title is `shell:sections.<id>`. */
export const SECTIONS = [
  'main',
  'leads',
  'reports',
  'users',
  'integrations',
  'accounts',
  'analytics',
] as const;

/** A sidebar section. */
export type SectionId = (typeof SECTIONS)[number];

/** What a screen is: the facts the routes, the menus and the titles read. */
export interface ScreenFacts {
  id: string;
  /** Its path; the menu entry is current on it and below it (`/leads/deleted` is within Leads). */
  path: `/${string}`;
  /** The feature that must be allowed (spec §6); the route shows the 403 state otherwise. */
  feature: Feature;
  section: SectionId;
  icon: ReactNode;
}

/** The menu's screens, in menu order within each section. */
export const SCREENS = [
  { id: 'dashboard', path: '/dashboard', feature: 'dashboard', section: 'main', icon: <DashboardOutlined /> },
  { id: 'leads', path: '/leads', feature: 'leads', section: 'leads', icon: <PersonSearchOutlined /> },
  { id: 'reports', path: '/reports', feature: 'reports', section: 'reports', icon: <AssessmentOutlined /> },
  { id: 'users', path: '/users', feature: 'users', section: 'users', icon: <ManageAccountsOutlined /> },
  { id: 'pools', path: '/pools', feature: 'pools', section: 'users', icon: <GroupsOutlined /> },
  {
    id: 'integrations',
    path: '/integrations',
    feature: 'integrations',
    section: 'integrations',
    icon: <HubOutlined />,
  },
  // Lead distribution (issue 22): whoever manages integrations (canManageDistribution).
  {
    id: 'distribution',
    path: '/distribution',
    feature: 'integrations',
    section: 'integrations',
    icon: <AltRouteOutlined />,
  },
  { id: 'apiKeys', path: '/keys', feature: 'apiKeys', section: 'integrations', icon: <KeyOutlined /> },
  {
    id: 'accounts',
    path: '/accounts',
    feature: 'accounts',
    section: 'accounts',
    icon: <AccountBalanceWalletOutlined />,
  },
  { id: 'domains', path: '/domains', feature: 'domains', section: 'accounts', icon: <LanguageOutlined /> },
  {
    id: 'analytics',
    path: '/analytics',
    feature: 'analytics',
    section: 'analytics',
    icon: <InsightsOutlined />,
  },
  {
    id: 'campaigns',
    path: '/campaigns',
    feature: 'campaigns',
    section: 'analytics',
    icon: <CampaignOutlined />,
  },
  { id: 'sources', path: '/sources', feature: 'sources', section: 'analytics', icon: <SourceOutlined /> },
  // Distribution revenue and margin (issue 22 §6): buyers' prices, for whoever manages distribution.
  { id: 'revenue', path: '/revenue', feature: 'integrations', section: 'analytics', icon: <PaidOutlined /> },
] as const satisfies readonly ScreenFacts[];

/** A screen of the menu. */
export type Screen = (typeof SCREENS)[number];

/** A screen's id: its name's key (`common:screens.<id>`). */
export type ScreenId = Screen['id'];

/** A section of the menu with the screens a user may open. */
export interface MenuSection {
  id: SectionId;
  screens: Screen[];
}

/** The menu a user sees: the screens whose feature `features` allows, by section; empty sections left out. */
export function visibleMenu(features: AllowedFeatures): MenuSection[] {
  return SECTIONS.map((id) => ({
    id,
    screens: SCREENS.filter((s) => s.section === id && Boolean(features[s.feature])),
  })).filter((section) => section.screens.length > 0);
}

/** Whether `pathname` is the screen's page or below it (its menu entry shows as current). */
export function isCurrentScreen(screen: Screen, pathname: string): boolean {
  return pathname === screen.path || pathname.startsWith(`${screen.path}/`);
}
