import { useTranslation } from 'react-i18next';
import { CopyField as SharedCopyField, ShownOnceDialog } from '../../../components/shown-once-dialog';
import { useToast } from '../../feedback';

/** A read-only value with a copy button (secrets shown once); "copied" goes to the snackbar. */
function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  return (
    <SharedCopyField
      label={label}
      value={value}
      copyLabel={t('secrets.copy', { what: label })}
      onCopied={() => toast.success(t('secrets.copied'))}
    />
  );
}

/** After creating an integration (or rotating its secret): the signing secret and postback URL, once. */
export function SecretsDialog({
  signingSecret,
  postbackUrl,
  onClose,
}: {
  signingSecret: string;
  postbackUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  return (
    <ShownOnceDialog
      title={t('secrets.title')}
      warning={t('secrets.warning')}
      doneLabel={t('secrets.done')}
      onClose={onClose}
    >
      <CopyField label={t('secrets.signingSecret')} value={signingSecret} />
      <CopyField label={t('secrets.postbackUrl')} value={postbackUrl} />
    </ShownOnceDialog>
  );
}
