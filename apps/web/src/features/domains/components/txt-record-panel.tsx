import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../../components/icon-action';
import { useToast } from '../../feedback';

/**
 * The TXT record that proves a domain: its type, name (`_leadhouse.<domain>`) and value, each with a copy
 * button. Names and values are shown left-to-right in every language.
 */
export function TxtRecordPanel({ name, value }: { name: string; value: string }) {
  const { t } = useTranslation('domains');
  const toast = useToast();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('record.copied'));
    } catch {
      // No clipboard (insecure context): the text stays selectable.
    }
  };
  const row = (label: string, text: string, copyLabel?: string) => (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ width: 80, fontWeight: 600 }}>
        {label}
      </TableCell>
      <TableCell>
        <Typography
          component="code"
          dir="ltr"
          sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all', userSelect: 'all' }}
        >
          {text}
        </Typography>
      </TableCell>
      <TableCell sx={{ width: 48 }}>
        {copyLabel && (
          <IconAction label={copyLabel} onClick={() => void copy(text)}>
            <ContentCopy fontSize="small" />
          </IconAction>
        )}
      </TableCell>
    </TableRow>
  );
  return (
    <Stack spacing={1} component="section" aria-label={t('record.title')}>
      <Typography variant="subtitle1" component="h3">
        {t('record.title')}
      </Typography>
      <Alert severity="info">{t('record.text')}</Alert>
      <Table size="small">
        <TableBody>
          {row(t('record.type'), 'TXT')}
          {row(t('record.name'), name, t('record.copyName'))}
          {row(t('record.value'), value, t('record.copyValue'))}
        </TableBody>
      </Table>
    </Stack>
  );
}
