import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ColumnChooserProps {
  columns: { field: string; headerName: string }[];
  model: GridColumnVisibilityModel;
  onChange: (model: GridColumnVisibilityModel) => void;
}

/** The column chooser: one checkbox per column the list offers (`availableColumns`). */
export function ColumnChooser({ columns, model, onChange }: ColumnChooserProps) {
  const { t } = useTranslation('leads');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<ViewColumnOutlined fontSize="small" />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="dialog"
      >
        {t('columnChooser.button')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 240 } } }}
      >
        <Typography id={titleId} variant="subtitle2" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
          {t('columnChooser.title')}
        </Typography>
        <ColumnList columns={columns} model={model} onChange={onChange} />
        <Divider />
        <Button
          size="small"
          fullWidth
          onClick={() => onChange(Object.fromEntries(columns.map((c) => [c.field, true])))}
          sx={{ borderRadius: 0, py: 1 }}
        >
          {t('columnChooser.reset')}
        </Button>
      </Popover>
    </>
  );
}

/** A checkbox per column; the last shown column cannot be hidden. */
function ColumnList({ columns, model, onChange }: ColumnChooserProps) {
  const shown = (field: string) => model[field] !== false;
  return (
    <Stack sx={{ px: 2, pb: 1, maxHeight: 380, overflowY: 'auto' }}>
      {columns.map((c) => (
        <FormControlLabel
          key={c.field}
          control={
            <Checkbox
              size="small"
              checked={shown(c.field)}
              disabled={shown(c.field) && columns.filter((x) => shown(x.field)).length === 1}
              onChange={(e) => onChange({ ...model, [c.field]: e.target.checked })}
            />
          }
          label={<Typography variant="body2">{c.headerName}</Typography>}
        />
      ))}
    </Stack>
  );
}
