import {
  LEAD_FUNNELS,
  LEAD_STATUSES,
  type LeadFunnel,
  type LeadStatus,
  type QuickAction,
} from '@leadhouse/domain';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '../api/leads-api';
import { funnelTextKey } from '../lead-display';
import { StatusChip } from './lead-cells';

/** Runs a bulk action on the selected leads. */
type Run = (action: BulkAction) => void;

/** One entry of a bulk menu: what it shows and the action it runs. */
interface MenuEntry {
  key: string;
  label: ReactNode;
  action: BulkAction;
}

/** A button of the bulk bar that opens a menu of `entries`; picking one closes the menu and runs its action. */
function MenuButton({
  label,
  icon,
  disabled,
  entries,
  run,
}: {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  entries: MenuEntry[];
  run: Run;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={icon}
        endIcon={<ExpandMore fontSize="small" />}
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {label}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ paper: { sx: { maxHeight: 360 } } }}
      >
        {entries.map((entry) => (
          <MenuItem
            key={entry.key}
            dense
            onClick={() => {
              close();
              run(entry.action);
            }}
          >
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Sets the status of the selected leads: every status of the domain's enum (issue 19 item 6: OTHER was left out). */
export function StatusMenu({ disabled, run }: { disabled: boolean; run: Run }) {
  const { t } = useTranslation('leads');
  return (
    <MenuButton
      label={t('bulk.status')}
      icon={<FlagOutlined fontSize="small" />}
      disabled={disabled}
      run={run}
      entries={LEAD_STATUSES.map((status: LeadStatus) => ({
        key: status,
        label: <StatusChip status={status} />,
        action: { kind: 'status', status },
      }))}
    />
  );
}

/** Sets the funnel of the selected leads. */
export function FunnelMenu({ disabled, run }: { disabled: boolean; run: Run }) {
  const { t } = useTranslation('leads');
  return (
    <MenuButton
      label={t('bulk.funnel')}
      icon={<FilterAltOutlined fontSize="small" />}
      disabled={disabled}
      run={run}
      entries={LEAD_FUNNELS.map((funnel: LeadFunnel) => ({
        key: funnel,
        label: t(funnelTextKey(funnel)),
        action: { kind: 'funnel', funnel },
      }))}
    />
  );
}

/** Runs one of the quick actions the user may use on the selected leads. */
export function QuickActionsMenu({
  disabled,
  run,
  actions,
}: {
  disabled: boolean;
  run: Run;
  actions: QuickAction[];
}) {
  const { t } = useTranslation('leads');
  return (
    <MenuButton
      label={t('bulk.quickActions')}
      icon={<BoltOutlined fontSize="small" />}
      disabled={disabled}
      run={run}
      entries={actions.map((a) => ({
        key: a.id,
        label: t(`quickActions.${a.id}` as 'quickActions.UNASSIGN', { defaultValue: a.label }),
        action: { kind: 'quickAction', actionId: a.id },
      }))}
    />
  );
}
