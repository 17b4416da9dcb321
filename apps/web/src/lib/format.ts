import { DATE_DISPLAY_FORMAT } from '@leadhouse/domain';
import dayjs from 'dayjs';

/** Formats an ISO instant as DD.MM.YYYY HH:mm (spec §9); empty for null. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_DISPLAY_FORMAT) : '';
}
