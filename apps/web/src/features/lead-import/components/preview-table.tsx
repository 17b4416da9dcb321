import {
  LEAD_STATUSES,
  type ImportField,
  type ImportMapping,
  type ImportPreviewRow,
  type LeadStatus,
} from '@leadhouse/domain';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fieldLabel, messageText } from '../rule-text';

/** Columns of the preview: the lead as it will be stored. */
export const PREVIEW_COLUMNS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'country',
  'campaign',
  'status',
] as const satisfies readonly ImportField[];
type PreviewColumn = (typeof PREVIEW_COLUMNS)[number];

const isStatus = (v: string): v is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(v);

/**
 * The value a preview cell shows: the normalised lead when the row passes; for a rejected row, the first
 * non-empty cell mapped to that field (what the user has to fix), or the full name for first/last name.
 */
export function cellValue(row: ImportPreviewRow, mapping: ImportMapping, column: PreviewColumn): string {
  if (row.lead) return row.lead[column] ?? '';
  const pick = (field: ImportField) => {
    for (let i = 0; i < mapping.length; i++) {
      if (mapping[i] !== field) continue;
      const v = (row.values[i] ?? '').trim();
      if (v) return v;
    }
    return '';
  };
  const own = pick(column);
  if (own || (column !== 'firstName' && column !== 'lastName')) return own;
  const [first, ...rest] = pick('fullName').split(/\s+/);
  return column === 'firstName' ? (first ?? '') : rest.join(' ');
}

/** The first rows as they will be imported; rejected rows and their faulty cells are highlighted. */
export function PreviewTable({
  rows,
  mapping,
  updateExisting,
}: {
  rows: readonly ImportPreviewRow[];
  mapping: ImportMapping;
  updateExisting: boolean;
}) {
  const { t } = useTranslation('leadImport');
  if (rows.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('check.noRows')}
      </Typography>
    );
  }
  return (
    <TableContainer sx={{ maxHeight: 380, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={t('check.previewTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('check.line')}</TableCell>
            {PREVIEW_COLUMNS.map((c) => (
              <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>
                {t(`fields.${c}`)}
              </TableCell>
            ))}
            <TableCell sx={{ minWidth: 220 }}>{t('check.outcome')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <PreviewRow key={row.line} row={row} mapping={mapping} updateExisting={updateExisting} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A previewed row: its line, the lead's columns and the outcome (ok, duplicate or rejected with why). */
function PreviewRow({
  row,
  mapping,
  updateExisting,
}: {
  row: ImportPreviewRow;
  mapping: ImportMapping;
  updateExisting: boolean;
}) {
  const bad = new Map(row.errors.map((e) => [e.field, e.message]));
  const rejected = row.lead === null;
  return (
    <TableRow
      data-testid={`preview-row-${row.line}`}
      data-outcome={rejected ? 'rejected' : row.duplicate ? 'duplicate' : 'ok'}
      sx={rejected ? { bgcolor: (th) => th.palette.error.main + '14' } : undefined}
    >
      <TableCell sx={{ color: 'text.secondary' }}>{row.line}</TableCell>
      {PREVIEW_COLUMNS.map((c) => (
        <PreviewCell key={c} value={cellValue(row, mapping, c)} column={c} message={bad.get(c)} />
      ))}
      <OutcomeCell row={row} updateExisting={updateExisting} />
    </TableRow>
  );
}

/** A cell of the lead as it will be stored; a faulty one is marked, with the rule it breaks as its tooltip. */
function PreviewCell({
  value,
  column,
  message,
}: {
  value: string;
  column: PreviewColumn;
  message: string | undefined;
}) {
  const { t } = useTranslation('leadImport');
  const display = column === 'status' && isStatus(value) ? t(`statuses.${value}`) : value;
  return (
    <TableCell
      aria-invalid={message ? true : undefined}
      sx={{
        maxWidth: 200,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        ...(message && {
          color: 'error.main',
          fontWeight: 600,
          boxShadow: (th) => `inset 0 -2px 0 ${th.palette.error.main}`,
        }),
      }}
    >
      {message ? (
        <Tooltip title={messageText(message, t)}>
          <span>
            <bdi>{display || '—'}</bdi>
          </span>
        </Tooltip>
      ) : (
        <bdi>{display}</bdi>
      )}
    </TableCell>
  );
}

/** Whether the row is imported, updates a duplicate, or is rejected (with each reason). */
function OutcomeCell({ row, updateExisting }: { row: ImportPreviewRow; updateExisting: boolean }) {
  const { t } = useTranslation('leadImport');
  return (
    <TableCell>
      {row.lead === null ? (
        <>
          <Chip size="small" color="error" label={t('check.rejectedChip')} sx={{ mb: 0.5 }} />
          {row.errors.map((e) => (
            <Typography
              key={e.field + e.message}
              variant="caption"
              component="div"
              sx={{ color: 'error.main' }}
            >
              {fieldLabel(e.field, t)}: {messageText(e.message, t)}
            </Typography>
          ))}
        </>
      ) : row.duplicate ? (
        <Chip
          size="small"
          color="warning"
          label={updateExisting ? t('check.duplicateUpdate') : t('check.duplicate')}
        />
      ) : (
        <Chip size="small" color="success" variant="outlined" label={t('check.ok')} />
      )}
    </TableCell>
  );
}
