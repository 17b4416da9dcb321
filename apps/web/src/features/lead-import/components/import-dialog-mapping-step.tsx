import type { ImportMapping, ImportPreviewResponse, PoolOption, UserOption } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lead-export';
import { formatCount } from '../import-format';
import { CheckSummary } from './check-summary';
import { EncodingChoice } from './encoding-choice';
import { DefaultsForm, type DefaultsErrors, type DefaultsFormValue } from './defaults-form';
import { MappingEditor } from './mapping-editor';
import { PreviewTable } from './preview-table';

const DELIMITER_KEYS = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** What the server detected about the file: delimiter, encoding, rows, size. */
function DetectedChips({ upload }: { upload: ImportPreviewResponse }) {
  const { t, i18n } = useTranslation('leadImport');
  const items = [
    [t('detected.delimiter'), t(`detected.delimiters.${DELIMITER_KEYS[upload.delimiter]}`)],
    [t('detected.encoding'), t(`detected.encodings.${upload.encoding}`)],
    [t('detected.rows'), t('detected.rowsValue', { n: formatCount(upload.totalEstimate, i18n.language) })],
    [t('detected.size'), formatBytes(upload.sizeBytes, i18n.language)],
  ] as const;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}
      data-testid="detected"
    >
      <Typography variant="body2" sx={{ fontWeight: 600, marginInlineEnd: 1 }}>
        <bdi>{upload.fileName}</bdi>
      </Typography>
      {items.map(([label, value]) => (
        <Chip key={label} size="small" variant="outlined" label={`${label}: ${value}`} />
      ))}
    </Box>
  );
}

/** What the mapping step shows and the changes it reports. */
interface MappingStepProps {
  upload: ImportPreviewResponse;
  preview: ImportPreviewResponse;
  mapping: ImportMapping;
  defaults: DefaultsFormValue;
  onMapping: (mapping: ImportMapping) => void;
  onDefaults: (value: DefaultsFormValue) => void;
  checking: boolean;
  checkError: string | null;
  startError: string | null;
  defaultsErrors: DefaultsErrors;
  pools: readonly PoolOption[];
  users: readonly UserOption[];
  /** Read the file in another encoding (offered when the server was unsure of it). */
  onEncoding?: (encoding: ImportPreviewResponse['encoding']) => void;
  encodingBusy?: boolean;
}

/** The server's refusal of the last start, what was detected, and the encoding choice when it was unsure. */
function FileFacts({
  upload,
  startError,
  onEncoding,
  encodingBusy,
}: Pick<MappingStepProps, 'upload' | 'startError' | 'onEncoding'> & { encodingBusy: boolean }) {
  return (
    <>
      {startError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {startError}
        </Alert>
      )}
      <DetectedChips upload={upload} />
      {onEncoding && (
        <EncodingChoice
          choices={upload.encodingChoices}
          value={upload.encoding}
          busy={encodingBusy}
          onChange={onEncoding}
        />
      )}
    </>
  );
}

/**
 * Step 2 of the import dialog: what was detected, the mapping, the defaults and "update existing", the
 * check of the first rows and their preview (nothing is written yet). `startError` is the server's
 * refusal of the last start.
 */
export function MappingStep(props: MappingStepProps) {
  const { upload, preview, defaults, encodingBusy = false } = props;
  const { t } = useTranslation('leadImport');
  return (
    <Box>
      <FileFacts
        upload={upload}
        startError={props.startError}
        onEncoding={props.onEncoding}
        encodingBusy={encodingBusy}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={t('mapping.title')}>
            <MappingEditor
              headers={upload.headers}
              mapping={props.mapping}
              rows={upload.preview}
              fields={upload.fields}
              hasDefaultCountry={Boolean(defaults.country)}
              onChange={props.onMapping}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={t('defaults.title')}>
            <DefaultsForm
              value={defaults}
              onChange={props.onDefaults}
              pools={props.pools}
              users={props.users}
              errors={props.defaultsErrors}
            />
          </Section>
          <CheckSection
            checking={props.checking}
            checkError={props.checkError}
            stats={preview.stats}
            updateExisting={defaults.updateExisting}
          />
        </Grid>
      </Grid>
      <Divider sx={{ mb: 2 }} />
      <Section title={t('check.previewTitle')}>
        <PreviewTable
          rows={preview.preview}
          mapping={preview.mapping}
          updateExisting={defaults.updateExisting}
        />
      </Section>
    </Box>
  );
}

/** The check of the first rows: a bar while it runs, its error, and the counts it found. */
function CheckSection({
  checking,
  checkError,
  stats,
  updateExisting,
}: {
  checking: boolean;
  checkError: string | null;
  stats: ImportPreviewResponse['stats'];
  updateExisting: boolean;
}) {
  const { t } = useTranslation('leadImport');
  return (
    <Section title={t('check.title')}>
      <Box sx={{ height: 4, mb: 1 }}>{checking && <LinearProgress aria-label={t('check.updating')} />}</Box>
      {checkError && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {checkError}
        </Alert>
      )}
      <CheckSummary stats={stats} updateExisting={updateExisting} />
    </Section>
  );
}

/** The mapping step's actions: another file, cancel, and start ("Import about N rows"). */
export function MappingStepActions({
  totalEstimate,
  canStart,
  starting,
  onAnotherFile,
  onClose,
  onStart,
}: {
  /** The file's estimated rows, when known. */
  totalEstimate: number | undefined;
  canStart: boolean;
  starting: boolean;
  onAnotherFile: () => void;
  onClose: () => void;
  onStart: () => void;
}) {
  const { t, i18n } = useTranslation(['leadImport', 'common']);
  return (
    <>
      <Button onClick={onAnotherFile}>{t('file.another')}</Button>
      <Box sx={{ flexGrow: 1 }} />
      <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
      <Button variant="contained" onClick={onStart} disabled={!canStart} loading={starting}>
        {totalEstimate !== undefined
          ? t('actions.startCount', {
              count: totalEstimate,
              n: formatCount(totalEstimate, i18n.language),
            })
          : t('actions.start')}
      </Button>
    </>
  );
}
