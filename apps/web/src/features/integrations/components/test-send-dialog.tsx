import type { Integration, IntegrationTestResult } from '@leadhouse/domain';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { useTestIntegration } from '../api/integrations-api';
import { DeliveryStateChip } from './delivery-state-chip';

const pre = {
  m: 0,
  p: 1.5,
  bgcolor: 'action.hover',
  borderRadius: 1,
  fontFamily: 'monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  maxHeight: 240,
  overflow: 'auto',
  direction: 'ltr',
  textAlign: 'left',
} as const;

/** Pretty-prints JSON text; any other text is shown as it is. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The request and the answer of one attempt or dry run (secret header values masked by the server). */
export function ExchangeView({
  request,
  status,
  answer,
}: Pick<IntegrationTestResult, 'request' | 'status' | 'answer'>) {
  const { t } = useTranslation('integrations');
  const head = [
    `${request.method} ${request.url}`,
    ...Object.entries(request.headers).map(([k, v]) => `${k}: ${v}`),
  ].join('\n');
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('test.request')}</Typography>
      <Box component="pre" sx={pre}>
        {`${head}\n\n${pretty(request.body)}`}
      </Box>
      <Typography variant="subtitle2">
        {t('test.answer')} · {t('test.status')}: {status ?? t('test.noStatus')}
      </Typography>
      <Box component="pre" sx={pre}>
        {pretty(answer) || '—'}
      </Box>
    </Stack>
  );
}

/** "Send test lead": a dry run against the partner showing the request sent and the answer received. */
export function TestSendDialog({ integration, onClose }: { integration: Integration; onClose: () => void }) {
  const { t } = useTranslation(['integrations', 'common']);
  const titleId = useId();
  const test = useTestIntegration();
  const [result, setResult] = useState<IntegrationTestResult | null>(null);
  const send = () =>
    test.mutate({ id: integration.id }, { onSuccess: (r) => setResult(r), onError: () => setResult(null) });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('test.title', { name: integration.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('test.intro')}
          </Typography>
          {test.error && <Alert severity="error">{errorText(test.error)}</Alert>}
          {result && (
            <>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2">{t('test.outcome')}:</Typography>
                <DeliveryStateChip state={result.outcome} />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('test.duration', { ms: result.durationMs })}
                </Typography>
                {result.customerId && (
                  <Typography variant="body2">
                    {t('test.customerId')}: <b dir="ltr">{result.customerId}</b>
                  </Typography>
                )}
                {result.reason && (
                  <Typography variant="body2">
                    {t('test.reason')}: {result.reason}
                  </Typography>
                )}
              </Stack>
              <ExchangeView request={result.request} status={result.status} answer={result.answer} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
        <Button variant="contained" startIcon={<Send />} loading={test.isPending} onClick={send}>
          {t('test.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
