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
import { funnelKey } from '../lead-display';
import { StatusChip } from './lead-cells';

/** Runs a bulk action on the selected leads. */
type Run = (action: BulkAction) => void;

/** A button of the bulk bar that opens a menu; `children` gets the menu's close. */
function MenuButton({
  label,
  icon,
  disabled,
  children,
}: {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  children: (close: () => void) => ReactNode;
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
        {children(close)}
      </Menu>
    </>
  );
}

/** Sets the status of the selected leads: every status of the domain's enum (issue 19 item 6: OTHER was left out). */
export function StatusMenu({ disabled, run }: { disabled: boolean; run: Run }) {
  const { t } = useTranslation('leads');
  return (
    <MenuButton label={t('bulk.status')} icon={<FlagOutlined fontSize="small" />} disabled={disabled}>
      {(close) =>
        LEAD_STATUSES.map((status: LeadStatus) => (
          <MenuItem
            key={status}
            dense
            onClick={() => {
              close();
              run({ kind: 'status', status });
            }}
          >
            <StatusChip status={status} />
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}

/** Sets the funnel of the selected leads. */
export function FunnelMenu({ disabled, run }: { disabled: boolean; run: Run }) {
  const { t } = useTranslation('leads');
  return (
    <MenuButton label={t('bulk.funnel')} icon={<FilterAltOutlined fontSize="small" />} disabled={disabled}>
      {(close) =>
        LEAD_FUNNELS.map((funnel: LeadFunnel) => (
          <MenuItem
            key={funnel}
            dense
            onClick={() => {
              close();
              run({ kind: 'funnel', funnel });
            }}
          >
            {t(`funnels.${funnelKey(funnel)}` as 'funnels.NoFunnel')}
          </MenuItem>
        ))
      }
    </MenuButton>
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
    <MenuButton label={t('bulk.quickActions')} icon={<BoltOutlined fontSize="small" />} disabled={disabled}>
      {(close) =>
        actions.map((a) => (
          <MenuItem
            key={a.id}
            dense
            onClick={() => {
              close();
              run({ kind: 'quickAction', actionId: a.id });
            }}
          >
            {t(`quickActions.${a.id}` as 'quickActions.UNASSIGN', { defaultValue: a.label })}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
