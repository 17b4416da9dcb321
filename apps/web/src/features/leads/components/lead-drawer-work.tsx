import {
  LEAD_FUNNELS,
  LEAD_STATUSES,
  type LeadDetail,
  type LeadFunnel,
  type LeadStatus,
} from '@leadhouse/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useImperativeHandle,
  useRef,
  useState,
  type HTMLAttributes,
  type Key,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignableUsers } from '../api/leads-api';
import { funnelWork, useWorkAssign, useWorkFunnel, useWorkStatus } from '../api/lead-work-api';
import { funnelOf, statusOf } from '../lead-display';
import { FunnelLabel, StatusChip } from './lead-cells';

/** A control of the drawer's work bar that a key opens (`s`, `f`, `a`). */
export type WorkField = 'status' | 'funnel' | 'assign';
/** Opens one of the work bar's controls (the drawer's keys). */
export interface WorkControlsHandle {
  open: (field: WorkField) => void;
}

/** What the drawer hands its header and comments to work a lead in place: the keys' targets and steps. */
export interface DrawerWork {
  workRef: RefObject<WorkControlsHandle | null>;
  commentRef: RefObject<HTMLTextAreaElement | null>;
  onStep?: (direction: 1 | -1) => void;
  onKeys: () => void;
}

interface UserOption {
  id: string;
  name: string;
  username: string;
}

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr 1fr', sm: '150px 170px 1fr' },
  gap: 1.5,
  px: 2.5,
  pb: 1.5,
  alignItems: 'center',
} as const;

/**
 * The drawer's work bar (issue 19 "What a sales floor expects" item 2): status, funnel and assignee changed
 * in place, the drawer staying open. Editors (`canEdit`, roles.ts `canEditLeads`) get a status select, a
 * funnel select and an assignee picker limited to the users `GET /api/users/getUsersForAssign` answers (the
 * server's `canAssignTo`); anyone else reads the three values. `handle` lets the drawer's keys open them.
 */
export function LeadWorkControls({
  lead,
  canEdit,
  handle,
}: {
  lead: LeadDetail;
  canEdit: boolean;
  handle?: Ref<WorkControlsHandle>;
}) {
  const [open, setOpen] = useState<WorkField | null>(null);
  const assignInput = useRef<HTMLInputElement>(null);
  useImperativeHandle(handle, () => ({
    open: (field) => {
      if (!canEdit) return;
      if (field === 'assign') assignInput.current?.focus();
      setOpen(field);
    },
  }));
  const users = useAssignableUsers(canEdit);

  if (!canEdit) return <ReadOnlyWork lead={lead} />;

  return (
    <Box sx={grid}>
      <StatusSelect lead={lead} open={open === 'status'} setOpen={setOpen} />
      <FunnelSelect lead={lead} open={open === 'funnel'} setOpen={setOpen} />
      <AssigneePicker
        lead={lead}
        users={users}
        open={open === 'assign'}
        setOpen={setOpen}
        inputRef={assignInput}
      />
    </Box>
  );
}

/** The three values for someone who may not edit the lead. */
function ReadOnlyWork({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation('leads');
  return (
    <Box sx={grid}>
      <StatusChip status={lead.status} size="medium" />
      <Labelled label={t('drawer.funnel')}>
        <FunnelLabel funnel={lead.funnel} />
      </Labelled>
      <Labelled label={t('work.assignee')}>
        <Typography variant="body2">{lead.assignedToName ?? lead.poolName ?? t('unassigned')}</Typography>
      </Labelled>
    </Box>
  );
}

/** Whether a select of the work bar is open, and the setter the drawer's keys share. */
interface SelectProps {
  lead: LeadDetail;
  open: boolean;
  setOpen: (field: WorkField | null) => void;
}

/** The lead's status, changed as soon as another is picked. */
function StatusSelect({ lead, open, setOpen }: SelectProps) {
  const { t } = useTranslation('leads');
  const changeStatus = useWorkStatus();
  return (
    <TextField
      select
      size="small"
      label={t('drawer.status')}
      value={statusOf(lead.status)}
      onChange={(e) => {
        const status = e.target.value as LeadStatus;
        if (status !== lead.status) changeStatus.mutate({ leadId: lead.id, status });
      }}
      slotProps={{
        select: { open, onOpen: () => setOpen('status'), onClose: () => setOpen(null) },
      }}
    >
      {LEAD_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          <StatusChip status={s} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The lead's funnel, changed as soon as another is picked. */
function FunnelSelect({ lead, open, setOpen }: SelectProps) {
  const { t } = useTranslation('leads');
  const changeFunnel = useWorkFunnel();
  const funnel = funnelOf(lead.funnel);
  return (
    <TextField
      select
      size="small"
      label={t('drawer.funnel')}
      value={funnel === lead.funnel ? funnel : ''}
      onChange={(e) => {
        const next = e.target.value as LeadFunnel;
        if (next !== lead.funnel) changeFunnel.mutate(funnelWork(lead.id, next));
      }}
      slotProps={{
        select: {
          open,
          onOpen: () => setOpen('funnel'),
          onClose: () => setOpen(null),
          displayEmpty: true,
          renderValue: (value) => <FunnelLabel funnel={(value as string) || null} />,
        },
        inputLabel: { shrink: true },
      }}
    >
      {LEAD_FUNNELS.map((f) => (
        <MenuItem key={f} value={f}>
          <FunnelLabel funnel={f} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The lead's assignee as an option; one the picker does not offer is built from the lead. */
function currentAssignee(lead: LeadDetail, options: UserOption[]): UserOption | null {
  if (!lead.assignedTo) return null;
  return (
    options.find((u) => u.id === lead.assignedTo) ?? {
      id: lead.assignedTo,
      name: lead.assignedToName ?? '',
      username: lead.assignedToUsername ?? '',
    }
  );
}

/** A user of the assignee picker: name over username. */
function renderUserOption({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, u: UserOption) {
  return (
    <li key={key} {...props}>
      <Box>
        <Typography variant="body2">{u.name}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {u.username}
        </Typography>
      </Box>
    </li>
  );
}

/**
 * The assignee picker: the users the server lets this user assign to; the current assignee stays listed
 * (disabled) when it is not one of them.
 */
function AssigneePicker({
  lead,
  users,
  open,
  setOpen,
  inputRef,
}: SelectProps & {
  users: ReturnType<typeof useAssignableUsers>;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('leads');
  const assign = useWorkAssign();
  const options: UserOption[] = users.data ?? [];
  const current = currentAssignee(lead, options);
  return (
    <Autocomplete
      size="small"
      sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      options={current && !options.some((u) => u.id === current.id) ? [current, ...options] : options}
      value={current}
      open={open}
      onOpen={() => setOpen('assign')}
      onClose={() => setOpen(null)}
      openOnFocus
      disableClearable={current !== null}
      getOptionLabel={(u) => u.name}
      getOptionDisabled={(u) => !options.some((o) => o.id === u.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={renderUserOption}
      loading={users.isLoading}
      noOptionsText={t('filters.noOptions')}
      onChange={(_e, u) => {
        if (u && u.id !== lead.assignedTo) {
          assign.mutate({
            ids: [lead.id],
            action: { kind: 'assignUser', username: u.username },
            user: { id: u.id, name: u.name },
          });
        }
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={t('work.assignee')}
          placeholder={lead.poolName ?? t('work.noAssignee')}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}
