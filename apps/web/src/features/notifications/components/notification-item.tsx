import type { Notification } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { notificationDetail, notificationTitle } from '../notification-text';

/** One notification of the bell's list: its sentence, its facts and date; unread ones bold with a dot. */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const unread = item.readAt === null;
  const detail = notificationDetail(t, item, i18n.language);
  return (
    <ListItemButton
      onClick={onOpen}
      alignItems="flex-start"
      data-unread={unread ? 'true' : 'false'}
      sx={{ gap: 1, py: 1, bgcolor: unread ? 'action.hover' : undefined }}
    >
      <Box
        aria-label={unread ? t('unread') : undefined}
        role={unread ? 'img' : undefined}
        sx={{
          mt: 0.9,
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <ListItemText
        primary={notificationTitle(t, item)}
        secondary={
          <>
            {detail && (
              <Box component="span" sx={{ display: 'block' }}>
                {detail}
              </Box>
            )}
            <Box component="span" sx={{ display: 'block' }} dir="ltr">
              {formatDateTime(item.createdAt)}
            </Box>
          </>
        }
        slotProps={{
          primary: { variant: 'body2', sx: { fontWeight: unread ? 600 : 400 } },
          secondary: { variant: 'caption', component: 'span' },
        }}
      />
    </ListItemButton>
  );
}
