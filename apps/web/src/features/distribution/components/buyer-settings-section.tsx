import { CAP_WINDOWS, PLATFORMS } from '@leadhouse/domain';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, toMinorUnits } from '../../../lib/money';
import { useAffiliateOptions } from '../../users';
import { useCampaignNames } from '../api/distribution-api';
import type { BuyerForm } from '../buyer-form';
import { countryOptions, MultiPicker } from './multi-picker';
import { ScheduleGrid } from './schedule-grid';

/** The IANA zones the browser knows (`Intl.supportedValuesOf`), UTC first. */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((z) => z !== 'UTC')];
}

interface Props {
  value: BuyerForm;
  onChange: (value: BuyerForm) => void;
  /** The schema's or the server's message for the settings, if any. */
  error?: string;
}

/** Sets one buyer setting, keeping the others. */
type SetBuyerField = <K extends keyof BuyerForm>(key: K, v: BuyerForm[K]) => void;

/** A part of the buyer settings: the whole form value and its one-field setter. */
interface PartProps {
  value: BuyerForm;
  set: SetBuyerField;
}

/**
 * The caps per window (issue 22 §1, issue 20 §2): accepted leads, whole numbers typed as text; empty = no
 * cap, anything else not digits is marked as an error.
 */
function BuyerCapsFields({ value, set }: PartProps) {
  const { t } = useTranslation('distribution');
  return (
    <>
      <Typography variant="body2">{t('buyer.caps')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {CAP_WINDOWS.map((w) => (
          <TextField
            key={w}
            size="small"
            label={t(`windows.${w}`)}
            value={value.caps[w]}
            error={value.caps[w].trim() !== '' && !/^\d+$/.test(value.caps[w].trim())}
            onChange={(e) => set('caps', { ...value.caps, [w]: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
          />
        ))}
      </Stack>
    </>
  );
}

/**
 * The buyer's filters (issue 22 §1, issue 20 §2): countries, campaigns, affiliates (by id) and platforms;
 * empty = any. Campaign and affiliate options load only while the buyer is on.
 */
function BuyerFilterFields({ value, set }: PartProps) {
  const { t, i18n } = useTranslation('distribution');
  const affiliates = useAffiliateOptions(value.enabled);
  const campaigns = useCampaignNames(value.enabled);
  return (
    <>
      <MultiPicker
        label={t('buyer.countries')}
        value={value.countries}
        onChange={(v) => set('countries', v)}
        options={countryOptions(i18n.language)}
        freeSolo
        helperText={t('buyer.filtersHelp')}
      />
      <MultiPicker
        label={t('buyer.campaigns')}
        value={value.campaigns}
        onChange={(v) => set('campaigns', v)}
        options={(campaigns.data ?? []).map((c) => ({ value: c, label: c }))}
        freeSolo
      />
      <MultiPicker
        label={t('buyer.affiliates')}
        value={value.affiliates}
        onChange={(v) => set('affiliates', v)}
        options={(affiliates.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
      />
      <MultiPicker
        label={t('buyer.platforms')}
        value={value.platforms}
        onChange={(v) => set('platforms', v)}
        options={PLATFORMS.map((p) => ({ value: p, label: p }))}
        freeSolo
      />
    </>
  );
}

/**
 * An amount of money typed in major units of `currency`: under it, the amount read back as currency, "a price
 * is a positive amount" (marked wrong) when it cannot be read, or `emptyHelp` while empty (issue 22 §1).
 */
function MoneyAmountField(props: {
  label: string;
  text: string;
  currency: string;
  emptyHelp: string;
  onChange: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('distribution');
  const text = props.text.trim();
  const minor = text ? toMinorUnits(text, props.currency) : null;
  return (
    <TextField
      size="small"
      label={props.label}
      value={props.text}
      onChange={(e) => props.onChange(e.target.value)}
      error={text !== '' && minor === null}
      helperText={
        minor !== null
          ? formatMoney(minor, i18n.language, props.currency)
          : text
            ? t('buyer.priceInvalid')
            : props.emptyHelp
      }
      slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
    />
  );
}

/**
 * Price per lead (typed in major units, converted to integer minor units of the currency, shown back as
 * currency, or "invalid"), currency (3 letters, upper-cased) and duplicate look-back in days
 * (issue 22 §1, issue 20 §2).
 */
function BuyerPriceFields({ value, set }: PartProps) {
  const { t } = useTranslation('distribution');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <MoneyAmountField
        label={t('buyer.price')}
        text={value.price}
        currency={value.currency}
        emptyHelp=" "
        onChange={(text) => set('price', text)}
      />
      <TextField
        size="small"
        label={t('buyer.currency')}
        value={value.currency}
        onChange={(e) => set('currency', e.target.value.toUpperCase().slice(0, 3))}
        sx={{ width: 100 }}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <TextField
        size="small"
        label={t('buyer.duplicateDays')}
        value={value.duplicateDays}
        onChange={(e) => set('duplicateDays', e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
    </Stack>
  );
}

/**
 * The optional money cap (issue 22 §1): revenue (accepted leads × price) per window, typed in major units of
 * the price's currency and sent as minor units; empty: no money cap.
 */
function BuyerMoneyCapFields({ value, set }: PartProps) {
  const { t } = useTranslation('distribution');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <MoneyAmountField
        label={t('buyer.moneyCap')}
        text={value.moneyCap}
        currency={value.currency}
        emptyHelp={t('buyer.moneyCapHelp')}
        onChange={(text) => set('moneyCap', text)}
      />
      <TextField
        select
        size="small"
        label={t('buyer.moneyCapWindow')}
        value={value.moneyCapWindow}
        onChange={(e) => set('moneyCapWindow', e.target.value as BuyerForm['moneyCapWindow'])}
        sx={{ minWidth: 140 }}
      >
        {CAP_WINDOWS.map((w) => (
          <MenuItem key={w} value={w}>
            {t(`windows.${w}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/**
 * An integration's buyer settings (issue 22 §1) in the integration form: buyer on/off, caps per window
 * (accepted leads; empty = no cap), time zone (IANA), the weekday × hour schedule in that zone, filters
 * (countries, campaigns, affiliates, platforms; empty = any), price per lead (typed in major units, sent
 * as minor units, shown as currency), an optional money cap per window and the duplicate look-back in days.
 */
export function BuyerSettingsSection({ value, onChange, error }: Props) {
  const { t } = useTranslation('distribution');
  const zones = useMemo(() => timeZones(), []);
  const set: SetBuyerField = (key, v) => onChange({ ...value, [key]: v });
  return (
    <Stack spacing={2} component="section" aria-label={t('buyer.section')}>
      <Typography variant="subtitle2">{t('buyer.section')}</Typography>
      <FormControlLabel
        control={<Switch checked={value.enabled} onChange={(e) => set('enabled', e.target.checked)} />}
        label={t('buyer.enabled')}
      />
      {value.enabled && (
        <>
          <BuyerCapsFields value={value} set={set} />
          <Autocomplete
            options={zones}
            value={value.timeZone}
            disableClearable
            onChange={(_, zone) => set('timeZone', zone)}
            renderInput={(params) => <TextField {...params} size="small" label={t('buyer.timeZone')} />}
          />
          <Typography variant="body2">{t('buyer.schedule')}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('buyer.scheduleHelp')}
          </Typography>
          <ScheduleGrid
            value={value.schedule}
            onChange={(s) => set('schedule', s)}
            label={t('buyer.schedule')}
          />
          <BuyerFilterFields value={value} set={set} />
          <BuyerPriceFields value={value} set={set} />
          <BuyerMoneyCapFields value={value} set={set} />
        </>
      )}
      {error && (
        <Typography color="error" variant="body2" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
