import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import { cutText } from './format';

/**
 * Free text as the spec shows it (§9): at most 40 characters, then "…"; the full text on hover, both as a
 * tooltip and as the native `title` while the tooltip is closed (MUI `describeChild`: the text stays the
 * element's name, the full text its description).
 * Renders nothing for null or empty text.
 */
export function DisplayText({
  value,
  max,
  sx,
  dir,
}: {
  value: string | null | undefined;
  /** Characters kept; the spec's 40 unless a caller has a reason. */
  max?: number;
  sx?: SxProps<Theme>;
  /** `ltr` for text that is always left to right (URLs, emails) inside a right-to-left page. */
  dir?: 'ltr' | 'rtl' | 'auto';
}) {
  const { text, cut } = cutText(value, max);
  if (!text) return null;
  const body = (
    <Typography component="span" variant="body2" noWrap dir={dir} sx={sx}>
      {text}
    </Typography>
  );
  return cut ? (
    <Tooltip title={value} placement="top-start" enterDelay={300} describeChild>
      {body}
    </Tooltip>
  ) : (
    body
  );
}

/** `renderCell` of a data-grid column of free text: the cell's value through `DisplayText`. */
export function renderDisplayText(params: GridRenderCellParams): React.ReactNode {
  const value = params.formattedValue ?? params.value;
  return <DisplayText value={value == null ? null : String(value)} />;
}
