import ArrowBack from '@mui/icons-material/ArrowBack';

/**
 * The arrow of a "back" link (to the list a page came from): it points to where reading starts, so it is
 * mirrored right to left (Arabic), where back is to the right.
 */
export function BackArrow() {
  return <ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />;
}
