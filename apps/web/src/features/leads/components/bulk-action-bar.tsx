import type { QuickAction } from '@leadhouse/domain';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { BulkAction } from '../api/leads-api';
import { AssignDialog } from './assign-dialog';
import { FunnelMenu, QuickActionsMenu, StatusMenu } from './bulk-action-menus';

interface BulkActionBarProps {
  count: number;
  canEdit: boolean;
  canManage: boolean;
  quickActions: QuickAction[];
  busy: boolean;
  onAction: (action: BulkAction) => Promise<boolean>;
  onClearSelection: () => void;
  exportSlot?: ReactNode;
}

const toolbarSx = (selected: boolean): SxProps<Theme> => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 0.5,
  px: 1.5,
  py: 0.75,
  minHeight: 44,
  bgcolor: selected ? 'action.selected' : 'transparent',
  transition: 'background-color 120ms',
});

/** "N selected" (or "nothing selected") and the button that clears the selection. */
function SelectionCount({ count, onClear }: { count: number; onClear: () => void }) {
  const { t } = useTranslation('leads');
  return (
    <>
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
        <Button size="small" onClick={onClear}>
          {t('bulk.clearSelection')}
        </Button>
      )}
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
}: BulkActionBarProps) {
  const { t } = useTranslation(['leads', 'common']);
  const none = count === 0 || busy;
  const run = (action: BulkAction) => void onAction(action);

  return (
    <Box role="toolbar" aria-label={t('bulk.quickActions')} sx={toolbarSx(count > 0)}>
      <SelectionCount count={count} onClear={onClearSelection} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {canEdit && (
        <>
          <AssignAction count={count} allowPool={canManage} disabled={none} onAction={onAction} />
          <StatusMenu disabled={none} run={run} />
          <FunnelMenu disabled={none} run={run} />
          {quickActions.length > 0 && (
            <QuickActionsMenu
              disabled={none}
              run={run}
              actions={quickActions.filter((a) => canManage || !a.unassign)}
            />
          )}
        </>
      )}
      {canManage && <DeleteAction count={count} busy={busy} disabled={none} onAction={onAction} />}
      <Box sx={{ flexGrow: 1 }} />
      {exportSlot}
    </Box>
  );
}

/** What a dialog action of the bar takes: how many leads are selected, whether it is off, and the bar's runner. */
interface DialogActionProps {
  count: number;
  disabled: boolean;
  onAction: BulkActionBarProps['onAction'];
}

/** A button of the bar that opens a dialog; `dialog` is given whether it is open and how to close it. */
function DialogAction({
  label,
  icon,
  color,
  disabled,
  dialog,
}: {
  label: string;
  icon: ReactNode;
  color: 'inherit' | 'error';
  disabled: boolean;
  dialog: (open: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color={color} startIcon={icon} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {dialog(open, () => setOpen(false))}
    </>
  );
}

/** Assign: opens the assign dialog (a user, or a pool for managers); it closes once the assignment is done. */
function AssignAction({ count, allowPool, disabled, onAction }: DialogActionProps & { allowPool: boolean }) {
  const { t } = useTranslation('leads');
  return (
    <DialogAction
      label={t('bulk.assign')}
      icon={<AssignmentIndOutlined fontSize="small" />}
      color="inherit"
      disabled={disabled}
      dialog={(open, close) =>
        open && (
          <AssignDialog
            count={count}
            allowPool={allowPool}
            onClose={close}
            onAssign={async (action) => {
              if (await onAction(action)) close();
            }}
          />
        )
      }
    />
  );
}

/** Delete, after a confirmation naming how many leads go. */
function DeleteAction({ count, busy, disabled, onAction }: DialogActionProps & { busy: boolean }) {
  const { t } = useTranslation('leads');
  return (
    <DialogAction
      label={t('bulk.delete')}
      icon={<DeleteOutlined fontSize="small" />}
      color="error"
      disabled={disabled}
      dialog={(open, close) => (
        <ConfirmDialog
          open={open}
          title={t('bulk.deleteTitle')}
          text={t('bulk.deleteText', { count })}
          confirmLabel={t('bulk.delete')}
          busy={busy}
          onClose={close}
          onConfirm={() => {
            void onAction({ kind: 'delete' }).then(close);
          }}
        />
      )}
    />
  );
}
