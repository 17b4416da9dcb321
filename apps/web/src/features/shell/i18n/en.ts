import type { Localized } from '../../../lib/plurals';

/** The shell namespace, English (the reference: every other language has exactly these keys). */
export const shellEn = {
  toggleMenu: 'Toggle menu',
  navigation: 'Main navigation',
  skipToContent: 'Skip to content',
  sections: {
    main: 'Main',
    leads: 'Leads',
    reports: 'Reports',
    users: 'Users',
    accounts: 'Accounts',
    analytics: 'Analytics',
    integrations: 'Integrations',
  },
  items: {
    dashboard: 'Dashboard',
    leads: 'Leads',
    reports: 'Reports',
    users: 'Users',
    pools: 'Pools',
    accounts: 'Accounts',
    analytics: 'Analytics',
    integrations: 'Integrations',
    apiKeys: 'API keys',
    domains: 'Domains',
    distribution: 'Distribution',
    revenue: 'Revenue',
    campaigns: 'Campaigns',
    sources: 'Sources',
  },
  search: {
    placeholder: 'Search leads…',
    label: 'Search leads',
    button: 'Run search',
    recent: 'Recent searches',
  },
  notifications: 'Notifications',
  messages: 'Messages',
  language: 'Language',
  user: {
    menu: 'Account menu',
    profile: 'Profile',
    settings: 'Settings',
    logout: 'Logout',
  },
  profile: {
    title: 'My profile',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    stageName: 'Stage name',
    lastLogin: 'Last sign-in',
    never: 'Never',
  },
  footer: '© {{year}} Leadhouse. All rights reserved.',
} as const;

/** The shape every language of the shell namespace fills. */
export type ShellTranslation = Localized<typeof shellEn>;
