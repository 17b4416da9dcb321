import {
  LEAD_FUNNELS,
  LEAD_STATUSES,
  type LeadFunnel,
  type LeadStatus,
  type QuickAction,
} from '@leadhouse/domain';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { BulkAction } from '../api/leads-api';
import { funnelKey } from '../lead-display';
import { AssignDialog } from './assign-dialog';
import { StatusChip } from './lead-cells';

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

/**
 * Bulk actions on the selected leads (spec §2): assign (user or pool), change status, change funnel,
 * quick actions, delete (confirmed), and the Export slot. Disabled while nothing is selected (spec §5).
 */
export function BulkActionBar({
  count,
  canEdit,
  canManage,
  quickActions,
  busy,
  onAction,
  onClearSelection,
  exportSlot,
}: {
  count: number;
  canEdit: boolean;
  canManage: boolean;
  quickActions: QuickAction[];
  busy: boolean;
  onAction: (action: BulkAction) => Promise<boolean>;
  onClearSelection: () => void;
  exportSlot?: ReactNode;
}) {
  const { t } = useTranslation(['leads', 'common']);
  const [assigning, setAssigning] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const none = count === 0 || busy;
  const run = (action: BulkAction) => void onAction(action);

  return (
    <Box
      role="toolbar"
      aria-label={t('bulk.quickActions')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 0.5,
        px: 1.5,
        py: 0.75,
        minHeight: 44,
        bgcolor: count > 0 ? 'action.selected' : 'transparent',
        transition: 'background-color 120ms',
      }}
    >
      <Typography
        variant="body2"
        sx={{
          fontWeight: count > 0 ? 600 : 400,
          color: count > 0 ? 'text.primary' : 'text.secondary',
          me: 1,
        }}
      >
        {count > 0 ? t('bulk.selected', { count }) : t('bulk.noSelection')}
      </Typography>
      {count > 0 && (
        <Button size="small" onClick={onClearSelection}>
          {t('bulk.clearSelection')}
        </Button>
      )}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {canEdit && (
        <>
          <Button
            size="small"
            color="inherit"
            startIcon={<AssignmentIndOutlined fontSize="small" />}
            disabled={none}
            onClick={() => setAssigning(true)}
          >
            {t('bulk.assign')}
          </Button>
          <MenuButton label={t('bulk.status')} icon={<FlagOutlined fontSize="small" />} disabled={none}>
            {(close) =>
              // Every status of the domain's enum (issue 19 item 6: OTHER was left out).
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
          <MenuButton label={t('bulk.funnel')} icon={<FilterAltOutlined fontSize="small" />} disabled={none}>
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
          {quickActions.length > 0 && (
            <MenuButton
              label={t('bulk.quickActions')}
              icon={<BoltOutlined fontSize="small" />}
              disabled={none}
            >
              {(close) =>
                quickActions
                  .filter((a) => canManage || !a.unassign)
                  .map((a) => (
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
          )}
        </>
      )}
      {canManage && (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlined fontSize="small" />}
          disabled={none}
          onClick={() => setDeleting(true)}
        >
          {t('bulk.delete')}
        </Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {exportSlot}
      {assigning && (
        <AssignDialog
          count={count}
          allowPool={canManage}
          onClose={() => setAssigning(false)}
          onAssign={async (action) => {
            if (await onAction(action)) setAssigning(false);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title={t('bulk.deleteTitle')}
        text={t('bulk.deleteText', { count })}
        confirmLabel={t('bulk.delete')}
        busy={busy}
        onClose={() => setDeleting(false)}
        onConfirm={() => {
          void onAction({ kind: 'delete' }).then(() => setDeleting(false));
        }}
      />
    </Box>
  );
}
