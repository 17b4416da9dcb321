import type { ImportStats } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../import-format';
import { ruleText } from '../rule-text';

function Figure({ label, value, color }: { label: string; value: string; color: string }) {
  return (
    <Box
      sx={{
        flex: '1 1 0',
        minWidth: 110,
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        borderInlineStart: 4,
        borderInlineStartColor: color,
      }}
    >
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The check of the first rows before anything is written: valid, rejected and duplicate counts, then the
 * rejections per rule (`Phone number: Phone Number must be 10 digits — 120 rows`), most frequent first.
 */
export function CheckSummary({ stats, updateExisting }: { stats: ImportStats; updateExisting: boolean }) {
  const { t, i18n } = useTranslation('leadImport');
  const n = (v: number) => formatCount(v, i18n.language);
  const rules = Object.entries(stats.rejectedByRule).sort((a, b) => b[1] - a[1]);
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('check.checked', { count: stats.rowsChecked, n: n(stats.rowsChecked) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="check-figures">
        <Figure label={t('check.valid')} value={n(stats.valid)} color="success.main" />
        <Figure label={t('check.rejected')} value={n(stats.rejected)} color="error.main" />
        <Figure
          label={updateExisting ? t('check.duplicateUpdate') : t('check.duplicates')}
          value={n(stats.duplicates)}
          color="warning.main"
        />
      </Box>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
        {t('check.byRule')}
      </Typography>
      {rules.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('check.noRejections')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('check.byRule')}>
          {rules.map(([rule, count]) => (
            <ListItem key={rule} disableGutters sx={{ py: 0 }}>
              <ListItemText
                primary={ruleText(rule, t)}
                secondary={t('check.rows', { count, n: n(count) })}
                slotProps={{ secondary: { sx: { color: 'error.main' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
