import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../feedback';

/** A read-only value with a copy button (secrets shown once). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('secrets.copied'));
    } catch {
      // No clipboard (insecure context): the text stays selectable in the field.
    }
  };
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      slotProps={{
        htmlInput: {
          readOnly: true,
          dir: 'ltr',
          onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
        },
        input: {
          sx: { fontFamily: 'monospace', fontSize: 13 },
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={t('secrets.copy', { what: label })} onClick={() => void copy()}>
                <ContentCopy fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
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
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('secrets.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('secrets.warning')}</Alert>
          <CopyField label={t('secrets.signingSecret')} value={signingSecret} />
          <CopyField label={t('secrets.postbackUrl')} value={postbackUrl} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('secrets.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
