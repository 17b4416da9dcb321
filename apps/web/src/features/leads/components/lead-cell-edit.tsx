import { LEAD_FUNNELS, LEAD_STATUSES, type Lead, type LeadFunnel, type LeadStatus } from '@leadhouse/domain';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { funnelWork, useWorkFunnel, useWorkStatus } from '../api/lead-work-api';
import { statusOf } from '../lead-display';
import { FunnelLabel, StatusChip } from './lead-cells';

/** What a grid cell passes: the row, and whether the grid's keyboard focus is on the cell. */
export interface CellProps {
  row: Lead;
  hasFocus: boolean;
  tabIndex: -1 | 0;
}

/** The values a cell may take, the one it has, how each shows in the menu, and what picking one does. */
interface ValueChoice<V extends string> {
  values: readonly V[];
  current: string | null;
  renderValue: (value: V) => ReactNode;
  onPick: (value: V) => void;
}

/**
 * A cell value that opens a menu of the values it may take (issue 19 "What a sales floor expects" item 2):
 * one click, or Enter / Space once the grid's arrow keys reach the cell (the cell's focus moves onto the
 * button). The menu's own keys stay in the menu (the grid would move its focus with them).
 */
function CellMenu<V extends string>({
  row,
  hasFocus,
  tabIndex,
  label,
  shown,
  ...choice
}: CellProps & { label: string; shown: ReactNode } & ValueChoice<V>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (hasFocus && !anchor) button.current?.focus();
  }, [hasFocus, anchor]);
  return (
    <>
      <ButtonBase
        ref={button}
        tabIndex={tabIndex}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-lead-id={row.id}
        sx={{ borderRadius: 1, gap: 0.25, maxWidth: '100%', justifyContent: 'flex-start' }}
      >
        {shown}
        <ArrowDropDown fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
      </ButtonBase>
      <ValuesMenu {...choice} id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}

/** The values a cell may take; the menu's own keys and clicks stay in the menu (not the grid's). */
function ValuesMenu<V extends string>({
  id,
  anchor,
  values,
  current,
  renderValue,
  onClose,
  onPick,
}: { id: string; anchor: HTMLElement | null; onClose: () => void } & ValueChoice<V>) {
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} onKeyDown={stop} onClick={stop}>
      {values.map((value) => (
        <MenuItem
          key={value}
          selected={value === current}
          onClick={() => {
            onClose();
            if (value !== current) onPick(value);
          }}
        >
          {renderValue(value)}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** The status cell of an editor's grid: the chip opens the statuses (`POST /api/leads/changeStatus`). */
export function StatusCellMenu(props: CellProps) {
  const { t } = useTranslation('leads');
  const change = useWorkStatus();
  const { row } = props;
  return (
    <CellMenu<LeadStatus>
      {...props}
      label={t('work.changeStatus', { name: `${row.firstName} ${row.lastName}` })}
      shown={<StatusChip status={row.status} />}
      values={LEAD_STATUSES}
      current={statusOf(row.status)}
      renderValue={(s) => <StatusChip status={s} />}
      onPick={(status) => change.mutate({ leadId: row.id, status })}
    />
  );
}

/** The funnel cell of an editor's grid: the stage opens the funnels (`POST /api/leads/bulkFunnel`, one id). */
export function FunnelCellMenu(props: CellProps) {
  const { t } = useTranslation('leads');
  const change = useWorkFunnel();
  const { row } = props;
  return (
    <CellMenu<LeadFunnel>
      {...props}
      label={t('work.changeFunnel', { name: `${row.firstName} ${row.lastName}` })}
      shown={<FunnelLabel funnel={row.funnel} />}
      values={LEAD_FUNNELS}
      current={row.funnel}
      renderValue={(f) => <FunnelLabel funnel={f} />}
      onPick={(funnel) => change.mutate(funnelWork(row.id, funnel))}
    />
  );
}
