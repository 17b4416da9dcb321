import Block from '@mui/icons-material/Block';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';

/** 403 state: the route's feature is not in the user's allowed features. */
export function ForbiddenState() {
  const { t } = useTranslation('pages');
  return (
    <Paper variant="outlined">
      <EmptyState icon={<Block />} title={t('forbidden.title')} text={t('forbidden.message')} />
    </Paper>
  );
}
