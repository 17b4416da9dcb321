import {
  canManageLeads,
  COUNTRIES,
  DEFAULT_CAMPAIGN,
  isOnSalesFloor,
  LEAD_STATUSES,
  PHONE_REGIONS,
  phoneRegionDialCode,
  type ImportDefaults,
  type LeadStatus,
  type PoolOption,
  type UserOption,
} from '@leadhouse/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../i18n/server-message';
import { useAuth } from '../../auth';

/** What the defaults form edits; empty strings are "no default". */
export interface DefaultsFormValue {
  country: string;
  campaign: string;
  status: LeadStatus | '';
  /**
   * `pool:<id>`, `user:<id>`, `nobody` (unassigned: admins and managers) or '' (the add-lead rule: a
   * sales-floor importer is the assignee, anyone else leaves the leads unassigned).
   */
  assign: string;
  updateExisting: boolean;
  /** Region phones without a country code are read in ('' : the default country; issue 19 item 3). */
  phoneRegion: string;
}

export const EMPTY_DEFAULTS: DefaultsFormValue = {
  country: '',
  campaign: '',
  status: '',
  assign: '',
  updateExisting: false,
  phoneRegion: '',
};

/** The `defaults` the API takes: only what is set (a default applies only where a cell is empty). */
export function toImportDefaults(value: DefaultsFormValue): ImportDefaults {
  const out: ImportDefaults = {};
  if (value.country) out.country = value.country;
  const campaign = value.campaign.trim();
  if (campaign) out.campaign = campaign;
  if (value.status) out.status = value.status;
  if (value.phoneRegion) out.phoneRegion = value.phoneRegion;
  if (value.assign === 'nobody') out.assignedTo = null;
  else if (value.assign.startsWith('pool:')) out.poolId = value.assign.slice(5);
  else if (value.assign.startsWith('user:')) out.assignedTo = value.assign.slice(5);
  return out;
}

/** Country names in the interface language (the list itself is the spec's, §9). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return COUNTRIES.find((c) => c.code === code)?.name ?? code;
  }
}

/** Server field errors of the defaults (`defaults.campaign` → message). */
export type DefaultsErrors = Partial<Record<'country' | 'campaign' | 'assign', string>>;

/**
 * Defaults for missing values: country (spec §9 list), campaign (CRM when empty, spec §5), status,
 * an assignee or a pool, and the "update existing leads" switch.
 */
export function DefaultsForm({
  value,
  onChange,
  pools,
  users,
  errors = {},
}: {
  value: DefaultsFormValue;
  onChange: (value: DefaultsFormValue) => void;
  pools: readonly PoolOption[];
  users: readonly UserOption[];
  errors?: DefaultsErrors;
}) {
  const { t, i18n } = useTranslation(['leadImport', 'common']);
  const { user } = useAuth();
  const helpId = useId();
  // Issue 19 item 2: for someone on the sales floor the add-lead rule ('') assigns the leads to them, so it
  // is labelled "Me"; "Nobody (unassigned)" is then its own choice, offered to those who may unassign.
  const onFloor = user ? isOnSalesFloor(user.role) : false;
  const mayUnassign = user ? canManageLeads(user) : false;
  const set = <K extends keyof DefaultsFormValue>(key: K, v: DefaultsFormValue[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('defaults.help')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={t('defaults.country')}
            value={value.country}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => set('country', e.target.value)}
            error={Boolean(errors.country)}
            helperText={fieldErrorText(errors.country)}
          >
            <MenuItem value="">
              <em>{t('defaults.noCountry')}</em>
            </MenuItem>
            {COUNTRIES.map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {countryName(c.code, i18n.language)} (+{c.dialCode})
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PhoneRegionField value={value.phoneRegion} onChange={(v) => set('phoneRegion', v)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            size="small"
            label={t('defaults.campaign')}
            value={value.campaign}
            placeholder={DEFAULT_CAMPAIGN}
            onChange={(e) => set('campaign', e.target.value)}
            error={Boolean(errors.campaign)}
            helperText={
              fieldErrorText(errors.campaign) ?? t('defaults.campaignHelp', { campaign: DEFAULT_CAMPAIGN })
            }
            slotProps={{ htmlInput: { maxLength: 121, dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={t('defaults.status')}
            value={value.status || 'NEW'}
            onChange={(e) => set('status', e.target.value as LeadStatus)}
          >
            {LEAD_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`statuses.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={t('defaults.assign')}
            value={value.assign}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => set('assign', e.target.value)}
            error={Boolean(errors.assign)}
            helperText={fieldErrorText(errors.assign)}
          >
            <MenuItem value="">
              <em>{onFloor ? t('defaults.me') : t('defaults.nobody')}</em>
            </MenuItem>
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
          </TextField>
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={
              <Switch
                checked={value.updateExisting}
                onChange={(e) => set('updateExisting', e.target.checked)}
                slotProps={{ input: { 'aria-describedby': helpId } }}
              />
            }
            label={t('defaults.updateExisting')}
          />
          <FormHelperText id={helpId} sx={{ mt: 0, mx: 0 }}>
            {t('defaults.updateExistingHelp')}
          </FormHelperText>
        </Grid>
      </Grid>
    </>
  );
}

/**
 * The region phones without a country code are read in when a row has no country (issue 19 item 3):
 * '' is the default country; the choices are libphonenumber's regions, named in the interface language.
 */
function PhoneRegionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t, i18n } = useTranslation('leadImport');
  const regions = useMemo(
    () =>
      PHONE_REGIONS.map((code) => ({ code, name: countryName(code, i18n.language) })).sort((a, b) =>
        a.name.localeCompare(b.name, i18n.language),
      ),
    [i18n.language],
  );
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('defaults.phoneRegion')}
      value={value}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(e) => onChange(e.target.value)}
      helperText={t('defaults.phoneRegionHelp')}
    >
      <MenuItem value="">
        <em>{t('defaults.phoneRegionDefault')}</em>
      </MenuItem>
      {regions.map((r) => (
        <MenuItem key={r.code} value={r.code}>
          {r.name} (+{phoneRegionDialCode(r.code)})
        </MenuItem>
      ))}
    </TextField>
  );
}
