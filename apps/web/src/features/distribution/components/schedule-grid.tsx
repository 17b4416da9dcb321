import { WEEKDAYS, type DistributionSchedule, type Weekday } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** Whether `hour` is open on `day`. */
export function isOpen(schedule: DistributionSchedule, day: Weekday, hour: number): boolean {
  return (schedule[day] ?? []).includes(hour);
}

/** The schedule with one cell set; days left with no hour are dropped (closed). */
export function setCell(
  schedule: DistributionSchedule,
  day: Weekday,
  hour: number,
  open: boolean,
): DistributionSchedule {
  const hours = new Set(schedule[day] ?? []);
  if (open) hours.add(hour);
  else hours.delete(hour);
  const next: DistributionSchedule = { ...schedule };
  if (hours.size === 0) delete next[day];
  else next[day] = [...hours].sort((a, b) => a - b);
  return next;
}

/** Every hour of every day open. */
export function allOpen(): DistributionSchedule {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, [...HOURS]])) as DistributionSchedule;
}

/** The next cell position for an arrow key (right means forward in LTR, backward in RTL). */
export function moveCell(row: number, col: number, key: string, rtl: boolean): [number, number] {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return [row, Math.min(23, col + 1)];
  if (key === back) return [row, Math.max(0, col - 1)];
  if (key === 'ArrowDown') return [Math.min(6, row + 1), col];
  if (key === 'ArrowUp') return [Math.max(0, row - 1), col];
  if (key === 'Home') return [row, 0];
  if (key === 'End') return [row, 23];
  return [row, col];
}

interface Props {
  value: DistributionSchedule;
  onChange: (schedule: DistributionSchedule) => void;
  label: string;
}

const COLUMNS = '44px repeat(24, minmax(18px, 1fr))';

/**
 * The grid's state and handlers (issue 20 §2): the roving focus cell `[row, hour]`, the paint state while
 * dragging (`true` opens, `false` closes, `null` not dragging), the cell buttons (row × 24 + hour) and
 * the keyboard handler (arrows mirrored in RTL, Home/End, Space/Enter toggles).
 */
function useScheduleGrid(value: DistributionSchedule, onChange: (schedule: DistributionSchedule) => void) {
  const rtl = useTheme().direction === 'rtl';
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const paint = useRef<boolean | null>(null);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  // The latest value while dragging (several cells change before the parent re-renders).
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const toggle = (day: Weekday, hour: number, open: boolean) => {
    latest.current = setCell(latest.current, day, hour, open);
    onChange(latest.current);
  };
  const onKey = (event: KeyboardEvent, row: number, col: number) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      const day = WEEKDAYS[row]!;
      toggle(day, col, !isOpen(value, day, col));
      return;
    }
    const next = moveCell(row, col, event.key, rtl);
    if (next[0] === row && next[1] === col) return;
    event.preventDefault();
    setFocus(next);
    cells.current[next[0] * 24 + next[1]]?.focus();
  };
  /** Keeps the cell button at `row × 24 + hour` for moving the focus. */
  const registerCell = (index: number, el: HTMLButtonElement | null) => {
    cells.current[index] = el;
  };
  /** Pointer down on a cell: toggle it and paint its new state over the cells the pointer enters. */
  const startPaint = (day: Weekday, hour: number, open: boolean) => {
    paint.current = !open;
    toggle(day, hour, !open);
  };
  /** Pointer enters a cell: while painting, set it to the paint state. */
  const paintOver = (day: Weekday, hour: number, open: boolean) => {
    if (paint.current !== null && open !== paint.current) toggle(day, hour, paint.current);
  };
  /** Pointer up or out of the grid: stop painting. */
  const stopPaint = () => {
    paint.current = null;
  };
  return { focus, setFocus, onKey, registerCell, startPaint, paintOver, stopPaint };
}

type GridState = ReturnType<typeof useScheduleGrid>;

/** The header row: an empty corner, then the hours 0–23 (issue 20 §2). */
function HourHeaderRow() {
  return (
    <Box role="row" sx={{ display: 'grid', gridTemplateColumns: COLUMNS }}>
      <Box role="columnheader" />
      {HOURS.map((h) => (
        <Box key={h} role="columnheader" sx={{ fontSize: 10, textAlign: 'center', color: 'text.secondary' }}>
          {h}
        </Box>
      ))}
    </Box>
  );
}

/**
 * One toggle cell (a pressed/unpressed button labelled "<day> <hour> <open|closed>", issue 20 §2):
 * pointer down toggles and starts painting; entering while painting sets the cell to the paint state.
 */
function ScheduleCell({
  grid,
  day,
  row,
  hour,
  open,
}: {
  grid: GridState;
  day: Weekday;
  row: number;
  hour: number;
  open: boolean;
}) {
  const { t } = useTranslation('distribution');
  const state = open ? t('open') : t('closed');
  return (
    <Box role="gridcell" sx={{ display: 'flex' }}>
      <Box
        component="button"
        type="button"
        ref={(el: HTMLButtonElement | null) => grid.registerCell(row * 24 + hour, el)}
        aria-pressed={open}
        aria-label={t('cell', { day: t(`weekdays.${day}`), hour, state })}
        tabIndex={grid.focus[0] === row && grid.focus[1] === hour ? 0 : -1}
        onFocus={() => grid.setFocus([row, hour])}
        onKeyDown={(e: KeyboardEvent) => grid.onKey(e, row, hour)}
        onPointerDown={(e) => {
          e.preventDefault();
          grid.startPaint(day, hour, open);
        }}
        onPointerEnter={() => grid.paintOver(day, hour, open)}
        sx={{
          flex: 1,
          height: 20,
          p: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 0.5,
          cursor: 'pointer',
          bgcolor: open ? 'primary.main' : 'action.hover',
          '&:focus-visible': { outline: 2, outlineColor: 'secondary.main', outlineOffset: 1 },
        }}
      />
    </Box>
  );
}

/**
 * The weekday × hour grid of a buyer's schedule (7 × 24 toggle cells, hours in the buyer's zone). Keyboard:
 * one tab stop, arrows move (mirrored right to left), Home/End, Space or Enter toggles. Pointer: click
 * toggles, dragging paints the first cell's new state over the cells it passes.
 */
export function ScheduleGrid({ value, onChange, label }: Props) {
  const { t } = useTranslation('distribution');
  const grid = useScheduleGrid(value, onChange);
  return (
    <Box onPointerUp={grid.stopPaint} onPointerLeave={grid.stopPaint}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => onChange(allOpen())}>
          {t('buyer.scheduleAll')}
        </Button>
        <Button size="small" onClick={() => onChange({})}>
          {t('buyer.scheduleClear')}
        </Button>
      </Stack>
      <Box role="grid" aria-label={label} sx={{ overflowX: 'auto', userSelect: 'none' }}>
        <HourHeaderRow />
        {WEEKDAYS.map((day, row) => (
          <Box
            key={day}
            role="row"
            sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: '2px', mb: '2px' }}
          >
            <Box role="rowheader" sx={{ fontSize: 12, alignSelf: 'center' }}>
              {t(`weekdays.${day}`)}
            </Box>
            {HOURS.map((hour) => (
              <ScheduleCell
                key={hour}
                grid={grid}
                day={day}
                row={row}
                hour={hour}
                open={isOpen(value, day, hour)}
              />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
