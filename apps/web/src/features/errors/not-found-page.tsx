import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorPage } from './error-page';

/** 404 (`/extra-pages/error-404` and any unknown route). */
export default function NotFoundPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <ErrorPage
      code={t('notFound.code')}
      message={t('common:messages.notFound')}
      action={
        <Button component={RouterLink} to="/leads" variant="contained">
          {t('notFound.action')}
        </Button>
      }
    />
  );
}
