import {
  DEFAULT_CAMPAIGN,
  type ImportDefaults,
  type LeadStatus,
  type PoolOption,
  type UserOption,
} from '@leadhouse/domain';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/i18n';
import {
  AssignField,
  CountryField,
  DistributeCheckbox,
  PhoneRegionField,
  StatusField,
  UpdateExistingSwitch,
} from './defaults-fields';

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
  /** Route the leads it creates through the distribution flows once it completes (issue 22 §3). */
  distribute: boolean;
  /** Region phones without a country code are read in ('' : the default country; issue 19 item 3). */
  phoneRegion: string;
}

export const EMPTY_DEFAULTS: DefaultsFormValue = {
  country: '',
  campaign: '',
  status: '',
  assign: '',
  updateExisting: false,
  distribute: false,
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

/** Server field errors of the defaults (`defaults.campaign` → message). */
export type DefaultsErrors = Partial<Record<'country' | 'campaign' | 'assign', string>>;

interface DefaultsFormProps {
  value: DefaultsFormValue;
  onChange: (value: DefaultsFormValue) => void;
  pools: readonly PoolOption[];
  users: readonly UserOption[];
  errors?: DefaultsErrors;
}

/**
 * Defaults for missing values: country (spec §9 list), campaign (CRM when empty, spec §5), status,
 * an assignee or a pool, the "update existing leads" switch and, for those who manage distribution, the
 * "distribute imported leads" opt-in.
 */
export function DefaultsForm({ value, onChange, pools, users, errors = {} }: DefaultsFormProps) {
  const { t } = useTranslation(['leadImport', 'common']);
  const set = <K extends keyof DefaultsFormValue>(key: K, v: DefaultsFormValue[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('defaults.help')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CountryField value={value.country} onChange={(v) => set('country', v)} error={errors.country} />
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
          <StatusField value={value.status} onChange={(v) => set('status', v)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AssignField
            value={value.assign}
            onChange={(v) => set('assign', v)}
            error={errors.assign}
            pools={pools}
            users={users}
          />
        </Grid>
        <Grid size={12}>
          <UpdateExistingSwitch checked={value.updateExisting} onChange={(v) => set('updateExisting', v)} />
        </Grid>
        <Grid size={12}>
          <DistributeCheckbox checked={value.distribute} onChange={(v) => set('distribute', v)} />
        </Grid>
      </Grid>
    </>
  );
}
