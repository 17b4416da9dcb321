import {
  COUNTRIES,
  DEFAULT_CAMPAIGN,
  LEAD_STATUSES,
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
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../i18n/server-message';

/** What the defaults form edits; empty strings are "no default". */
export interface DefaultsFormValue {
  country: string;
  campaign: string;
  status: LeadStatus | '';
  /** `pool:<id>`, `user:<id>` or '' (nobody). */
  assign: string;
  updateExisting: boolean;
}

export const EMPTY_DEFAULTS: DefaultsFormValue = {
  country: '',
  campaign: '',
  status: '',
  assign: '',
  updateExisting: false,
};

/** The `defaults` the API takes: only what is set (a default applies only where a cell is empty). */
export function toImportDefaults(value: DefaultsFormValue): ImportDefaults {
  const out: ImportDefaults = {};
  if (value.country) out.country = value.country;
  const campaign = value.campaign.trim();
  if (campaign) out.campaign = campaign;
  if (value.status) out.status = value.status;
  if (value.assign.startsWith('pool:')) out.poolId = value.assign.slice(5);
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
  const helpId = useId();
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
              <em>{t('defaults.nobody')}</em>
            </MenuItem>
            {pools.length > 0 && <ListSubheader>{t('defaults.pools')}</ListSubheader>}
            {pools.map((p) => (
              <MenuItem key={p.id} value={`pool:${p.id}`}>
                {t('defaults.poolOption', { name: p.name, members: p.memberCount })}
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
