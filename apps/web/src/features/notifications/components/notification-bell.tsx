import type { Notification } from '@leadhouse/domain';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useMarkAllRead, useMarkRead, useNotificationList, useUnreadCount } from '../api/notifications-api';
import { notificationHref } from '../notification-target';
import { NotificationItem } from './notification-item';

/**
 * The header's bell (spec §2 header, issue 21 §3): its badge is the caller's unread count from the server
 * (none at 0), kept live by the stream; opening it lists the newest notifications, each opening where it
 * belongs. Opening does not clear the badge (the template's demo did): only reading does.
 */
export function NotificationBell() {
  const { t } = useTranslation(['notifications', 'common']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useUnreadCount().data?.unread ?? 0;
  const label = unread > 0 ? `${t('title')} (${unread})` : t('title');
  return (
    <>
      <Tooltip title={t('title')}>
        <IconButton color="inherit" aria-label={label} onClick={(e) => setAnchor(e.currentTarget)}>
          <Badge badgeContent={unread} color="error" max={99} data-testid="notification-badge">
            <NotificationsNone />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        {anchor && <NotificationPanel unread={unread} onClose={() => setAnchor(null)} />}
      </Popover>
    </>
  );
}

/** The popover's content: title, "Mark all as read", the list (or the spec's empty text). */
function NotificationPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const { t } = useTranslation(['notifications', 'common']);
  const navigate = useNavigate();
  const list = useNotificationList(true);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const rows = list.data?.rows ?? [];
  const open = (item: Notification) => {
    if (item.readAt === null) markRead.mutate(item.id);
    onClose();
    void navigate(notificationHref(item));
  };
  return (
    <Box role="region" aria-label={t('title')}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 1, gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button size="small" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          {t('markAllRead')}
        </Button>
      </Box>
      <Divider />
      {list.isLoading && <LinearProgress />}
      {list.error ? (
        <EmptyState compact icon={<NotificationsNone />} title={t('loadError')} />
      ) : rows.length === 0 && !list.isLoading ? (
        <EmptyState compact icon={<NotificationsNone />} title={t('common:empty.noNotifications')} />
      ) : (
        <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {rows.map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={() => open(item)} />
          ))}
        </List>
      )}
    </Box>
  );
}
