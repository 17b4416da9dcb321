import {
  canManageDistribution,
  canManageLeads,
  COUNTRIES,
  isOnSalesFloor,
  LEAD_STATUSES,
  PHONE_REGIONS,
  phoneRegionDialCode,
  type LeadStatus,
  type PoolOption,
  type UserOption,
} from '@leadhouse/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NoneFirstSelect } from '../../../components/none-first-select';
import { countryName } from '../../../lib/format';
import { useAuth } from '../../auth';

/** The default status (NEW when none is set). */
export function StatusField({
  value,
  onChange,
}: {
  value: LeadStatus | '';
  onChange: (value: LeadStatus) => void;
}) {
  const { t } = useTranslation('leadImport');
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('defaults.status')}
      value={value || 'NEW'}
      onChange={(e) => onChange(e.target.value as LeadStatus)}
    >
      {LEAD_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`statuses.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A default picked from a list: its value (`''` for none), the setter and the field's error (a message key). */
interface ChoiceProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The default country (spec §9 list), named in the interface language with its dialling code. */
export function CountryField(props: ChoiceProps) {
  const { t, i18n } = useTranslation('leadImport');
  return (
    <NoneFirstSelect {...props} label={t('defaults.country')} emptyLabel={t('defaults.noCountry')}>
      {COUNTRIES.map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {countryName(c.code, i18n.language)} (+{c.dialCode})
        </MenuItem>
      ))}
    </NoneFirstSelect>
  );
}

/**
 * The default assignee or pool. Issue 19 item 2: for someone on the sales floor the add-lead rule ('')
 * assigns the leads to them, so it is labelled "Me"; "Nobody (unassigned)" is then its own choice,
 * offered to those who may unassign.
 */
export function AssignField({
  pools,
  users,
  ...field
}: ChoiceProps & { pools: readonly PoolOption[]; users: readonly UserOption[] }) {
  const { t } = useTranslation(['leadImport', 'common']);
  const { user } = useAuth();
  const onFloor = user ? isOnSalesFloor(user.role) : false;
  const mayUnassign = user ? canManageLeads(user) : false;
  return (
    <NoneFirstSelect
      {...field}
      label={t('defaults.assign')}
      emptyLabel={onFloor ? t('defaults.me') : t('defaults.nobody')}
    >
      {onFloor && mayUnassign && (
        <MenuItem value="nobody">
          <em>{t('defaults.nobody')}</em>
        </MenuItem>
      )}
      {pools.length > 0 && <ListSubheader>{t('defaults.pools')}</ListSubheader>}
      {pools.map((p) => (
        <MenuItem key={p.id} value={`pool:${p.id}`}>
          {t('defaults.poolOption', { name: p.name, members: p.memberCount, count: p.memberCount })}
        </MenuItem>
      ))}
      {users.length > 0 && <ListSubheader>{t('defaults.users')}</ListSubheader>}
      {users.map((u) => (
        <MenuItem key={u.id} value={`user:${u.id}`}>
          {u.name} · {t(`common:roles.${u.role}`)}
        </MenuItem>
      ))}
    </NoneFirstSelect>
  );
}

/** A yes/no default: its state and the setter. */
interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A switch or checkbox with its label and, under it, a help text the control is described by
 * (`aria-describedby`): the import's yes/no defaults. `text` names both texts: the label
 * `leadImport:defaults.<text>` and the help `defaults.<text>Help`.
 */
function DescribedToggle({
  kind,
  checked,
  onChange,
  text,
}: ToggleProps & { kind: 'switch' | 'checkbox'; text: 'updateExisting' | 'distribute' }) {
  const { t } = useTranslation('leadImport');
  const helpId = useId();
  const Control = kind === 'switch' ? Switch : Checkbox;
  return (
    <>
      <FormControlLabel
        control={
          <Control
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={t(`defaults.${text}`)}
      />
      <FormHelperText id={helpId} sx={{ mt: 0, mx: 0 }}>
        {t(`defaults.${text}Help`)}
      </FormHelperText>
    </>
  );
}

/** "Update existing leads" and what it does. */
export function UpdateExistingSwitch(props: ToggleProps) {
  return <DescribedToggle {...props} kind="switch" text="updateExisting" />;
}

/**
 * The region phones without a country code are read in when a row has no country (issue 19 item 3):
 * '' is the default country; the choices are libphonenumber's regions, named in the interface language.
 */
export function PhoneRegionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t, i18n } = useTranslation('leadImport');
  const regions = useMemo(
    () =>
      PHONE_REGIONS.map((code) => ({ code, name: countryName(code, i18n.language) })).sort((a, b) =>
        a.name.localeCompare(b.name, i18n.language),
      ),
    [i18n.language],
  );
  return (
    <NoneFirstSelect
      label={t('defaults.phoneRegion')}
      value={value}
      onChange={onChange}
      helperText={t('defaults.phoneRegionHelp')}
      emptyLabel={t('defaults.phoneRegionDefault')}
    >
      {regions.map((r) => (
        <MenuItem key={r.code} value={r.code}>
          {r.name} (+{phoneRegionDialCode(r.code)})
        </MenuItem>
      ))}
    </NoneFirstSelect>
  );
}

/**
 * "Distribute imported leads" (issue 22 §3: an import can opt in): shown only to those who manage
 * distribution (`canManageDistribution`); the server refuses the flag from anyone else.
 */
export function DistributeCheckbox(props: ToggleProps) {
  const { user } = useAuth();
  if (!user || !canManageDistribution(user)) return null;
  return <DescribedToggle {...props} kind="checkbox" text="distribute" />;
}
