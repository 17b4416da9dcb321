import type { Lead } from '@leadhouse/domain';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { phoneColumns } from '../../../components/server-grid';
import { DisplayText } from '../../../lib/display-text';
import { formatDateTime } from '../../../lib/format';
import { countryName, formatPhone, telHref } from '../lead-display';
import { FunnelLabel, StatusChip } from './lead-cells';
import { FunnelCellMenu, StatusCellMenu } from './lead-cell-edit';
import { OpenLeadLink } from './leads-columns';

/*
 * The leads list on a phone (below the `sm` breakpoint): at 390 px the grid showed the first name, a cut
 * last name and a cut email; the phone number, the status and the funnel sat off-screen. Each lead is one
 * cell instead, with what a seller works from on the move: the name (opens the lead), the phone number as a
 * link that calls it, the status and funnel (menus for editors, as in the wide grid), and a line with the
 * campaign, the assignee and the day it came. A row holds only the fields of the shown columns (lean
 * pages, issue 13), so the cell says what is there: the column chooser still decides what a row carries.
 */

type Open = (lead: Pick<Lead, 'id'>) => void;

/** A phone row's height (px): the cell's four lines, each kept on one line (a longer text is cut). */
export const PHONE_ROW_HEIGHT = 116;

/** One line, cut with "…" when it does not fit. */
const ONE_LINE = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 } as const;

/** `row.field` when the list sent it (the field's column is shown), else undefined. */
const has = <K extends keyof Lead>(row: Lead, field: K): Lead[K] | undefined =>
  field in row ? row[field] : undefined;

/** Who the lead is: the name as the link that opens it, and where it is from. */
function Who({ row, t, language, open }: { row: Lead; t: TFunction<'leads'>; language: string; open: Open }) {
  const name = [has(row, 'firstName'), has(row, 'lastName')].filter(Boolean).join(' ');
  const country = has(row, 'country');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', width: '100%', minWidth: 0 }}>
      <OpenLeadLink
        row={row}
        t={t}
        open={open}
        name={name}
        text={name || formatPhone(has(row, 'phoneNumber') ?? '') || has(row, 'email') || row.id}
        fontSize={14}
      />
      {country && (
        <Typography variant="caption" color="text.secondary" noWrap>
          {countryName(country, language)}
        </Typography>
      )}
    </Stack>
  );
}

/** The phone number as a link that calls it, and the email. */
function Reach({ row }: { row: Lead }) {
  const phone = has(row, 'phoneNumber');
  const email = has(row, 'email');
  if (!phone && !email) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: '100%', minWidth: 0 }}>
      {phone && (
        <Link
          href={telHref(phone)}
          dir="ltr"
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontSize: 14 }}
        >
          {formatPhone(phone)}
        </Link>
      )}
      {/* Left to right in Arabic too, so a cut address keeps its beginning (as the wide grid's cell). */}
      {email && <DisplayText value={email} dir="ltr" />}
    </Stack>
  );
}

/** Where the lead stands: the status and funnel, menus for editors (the wide grid's cells). */
function Stage({ cell, canEdit }: { cell: GridRenderCellParams<Lead>; canEdit: boolean }) {
  const { row, hasFocus, tabIndex } = cell;
  const props = { row, hasFocus: false, tabIndex };
  const status = has(row, 'status') !== undefined;
  const funnel = has(row, 'funnel') !== undefined;
  if (!status && !funnel) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', maxWidth: '100%', overflow: 'hidden' }}>
      {status &&
        (canEdit ? <StatusCellMenu {...props} hasFocus={hasFocus} /> : <StatusChip status={row.status} />)}
      {funnel && (canEdit ? <FunnelCellMenu {...props} /> : <FunnelLabel funnel={row.funnel} />)}
    </Stack>
  );
}

/**
 * The campaign, the assignee (else the pool, else "Unassigned") and when the lead came, on one line. Each
 * part is isolated (`bdi`): in Arabic a date after Arabic words was read into them ("11:54 02.12.2026").
 */
function Context({ row, t }: { row: Lead; t: TFunction<'leads'> }) {
  const assigned = has(row, 'assignedTo') !== undefined || has(row, 'assignedToName') !== undefined;
  const parts: [string, 'ltr' | undefined][] = [];
  const campaign = has(row, 'campaign')?.name;
  if (campaign) parts.push([campaign, undefined]);
  if (assigned) parts.push([row.assignedToName ?? row.poolName ?? t('unassigned'), undefined]);
  if (has(row, 'createdAt')) parts.push([formatDateTime(row.createdAt), 'ltr']);
  if (parts.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ ...ONE_LINE, maxWidth: '100%' }}>
      {parts.map(([text, dir], i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          <bdi dir={dir}>{text}</bdi>
        </Fragment>
      ))}
    </Typography>
  );
}

/**
 * The one column of the leads grid on a phone (rows `PHONE_ROW_HEIGHT` high): each lead's cell says who,
 * how to reach them, where they stand and where they came from. Not sortable (no header to sort by).
 */
export function leadPhoneColumns(
  t: TFunction<'leads'>,
  language: string,
  open: Open,
  canEdit: boolean,
): GridColDef<Lead>[] {
  return phoneColumns<Lead>(
    t('columns.name'),
    (row, cell) => (
      // The grid gives a cell of fixed height its height as line height; the lines take their own.
      <Stack
        spacing={0.5}
        sx={{ py: 1, minWidth: 0, width: '100%', alignItems: 'flex-start', lineHeight: 1.5 }}
      >
        <Who row={row} t={t} language={language} open={open} />
        <Reach row={row} />
        <Stage cell={cell} canEdit={canEdit} />
        <Context row={row} t={t} />
      </Stack>
    ),
    'lead',
  );
}
