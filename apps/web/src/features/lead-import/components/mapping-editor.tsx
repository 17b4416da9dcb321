import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  type ImportPreviewRow,
} from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Value of the "ignore" choice in the field select (a select cannot hold null). */
const IGNORE = '';
/** Sample cells shown per column. */
const SAMPLES = 3;

/** Fields a lead cannot do without; country and campaign may come from the defaults instead. */
export function missingFields(mapping: ImportMapping, hasDefaultCountry: boolean): ImportField[] {
  const mapped = new Set(mapping.filter((f): f is ImportField => f !== null));
  const missing: ImportField[] = [];
  const names = mapped.has('fullName');
  if (!mapped.has('firstName') && !names) missing.push('firstName');
  if (!mapped.has('lastName') && !names) missing.push('lastName');
  if (!mapped.has('phoneNumber')) missing.push('phoneNumber');
  if (!mapped.has('email')) missing.push('email');
  if (!mapped.has('country') && !hasDefaultCountry) missing.push('country');
  return missing;
}

/** The first non-empty values of column `index` in the previewed rows. */
export function sampleValues(rows: readonly ImportPreviewRow[], index: number, max = SAMPLES): string[] {
  const out: string[] = [];
  for (const row of rows) {
    const value = (row.values[index] ?? '').trim();
    if (value) out.push(value);
    if (out.length >= max) break;
  }
  return out;
}

/**
 * One line per CSV column: its header, a few sample values and a select of the lead field it fills
 * (or "ignore"). Starts from the server's guess.
 */
export function MappingEditor({
  headers,
  mapping,
  rows,
  fields = IMPORT_FIELDS,
  hasDefaultCountry,
  onChange,
}: {
  headers: readonly string[];
  mapping: ImportMapping;
  rows: readonly ImportPreviewRow[];
  fields?: readonly ImportField[];
  hasDefaultCountry: boolean;
  onChange: (mapping: ImportMapping) => void;
}) {
  const { t } = useTranslation('leadImport');
  const missing = missingFields(mapping, hasDefaultCountry);
  const set = (index: number, value: string) => {
    const next = [...mapping];
    next[index] = value === IGNORE ? null : (value as ImportField);
    onChange(next);
  };
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('mapping.help')}
      </Typography>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('mapping.missing', { fields: missing.map((f) => t(`fields.${f}`)).join(', ') })}
        </Alert>
      )}
      <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={t('mapping.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('mapping.column')}</TableCell>
              <TableCell>{t('mapping.sample')}</TableCell>
              <TableCell sx={{ minWidth: 220 }}>{t('mapping.field')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {headers.map((header, index) => (
              <MappingRow
                key={`${index}-${header}`}
                header={header}
                index={index}
                field={mapping[index] ?? null}
                samples={sampleValues(rows, index)}
                fields={fields}
                onChange={(value) => set(index, value)}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** A CSV column: its header, sample values and the select of the lead field it fills (or "ignore"). */
function MappingRow({
  header,
  index,
  field,
  samples,
  fields,
  onChange,
}: {
  header: string;
  index: number;
  field: ImportField | null;
  samples: string[];
  fields: readonly ImportField[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('leadImport');
  return (
    <TableRow hover selected={field !== null}>
      <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        <bdi>{header || `#${index + 1}`}</bdi>
      </TableCell>
      <TableCell
        sx={{
          color: 'text.secondary',
          maxWidth: 260,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
        title={samples.join(' · ')}
      >
        <bdi>{samples.join(' · ')}</bdi>
      </TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          fullWidth
          value={field ?? IGNORE}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{
            select: { displayEmpty: true },
            htmlInput: {
              'aria-label': t('mapping.fieldOf', { column: header || `#${index + 1}` }),
            },
          }}
        >
          <MenuItem value={IGNORE}>
            <em>{t('mapping.ignore')}</em>
          </MenuItem>
          {fields.map((f) => (
            <MenuItem key={f} value={f}>
              {t(`fields.${f}`)}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
    </TableRow>
  );
}
