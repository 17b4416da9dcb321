/** Public surface of the notifications feature: the live connection, the bell and the live notices. */
export { LiveProvider } from './live/live-provider';
export { useLiveEvent, useLiveStatus, type LiveStatus } from './live/live-context';
export { NotificationBell } from './components/notification-bell';
export { LeadChangedNotice, NewLeadsBanner, useChangedElsewhere } from './components/live-notices';
