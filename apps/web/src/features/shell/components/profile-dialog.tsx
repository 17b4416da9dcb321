import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ViewDialog } from '../../../components/view-dialog';
import { formatDateTime } from '../../../lib/format';
import { useAuth } from '../../auth';

/** Read-only profile of the signed-in user. */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const { user } = useAuth();
  if (!user) return null;
  const rows: [string, string][] = [
    [t('profile.email'), user.email],
    [t('profile.role'), t(`common:roles.${user.role}`)],
    [t('profile.stageName'), user.stageName ?? '—'],
    [t('profile.lastLogin'), formatDateTime(user.lastLoginAt) || t('profile.never')],
  ];
  return (
    <ViewDialog open={open} title={t('profile.title')} onClose={onClose}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Avatar src={user.picture ?? undefined} sx={{ width: 48, height: 48 }}>
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
        <Typography variant="h3" component="p">
          {user.name}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </ViewDialog>
  );
}
