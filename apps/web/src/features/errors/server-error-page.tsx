import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

/** 500 (`/extra-pages/error-500`, and what the error boundary shows). */
export default function ServerErrorPage() {
  const { t } = useTranslation('pages');
  return (
    <ErrorPage
      code={t('serverError.code')}
      message={t('serverError.message')}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('serverError.action')}
        </Button>
      }
    />
  );
}
