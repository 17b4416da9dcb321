import type { DistributionStep } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NoneFirstSelect } from '../../../components/none-first-select';
import { errorText } from '../../../lib/i18n';
import { useAffiliateOptions } from '../../users';
import { useCampaignNames, useFlows, useSimulate } from '../api/distribution-api';
import { stepText } from '../reason-text';
import { countryOptions } from './multi-picker';

const FIELDS = ['country', 'campaign', 'affiliateId', 'platform', 'phoneNumber', 'email'] as const;
type Field = (typeof FIELDS)[number];
const LABEL: Record<Field, 'country' | 'campaign' | 'affiliate' | 'platform' | 'phone' | 'email'> = {
  country: 'country',
  campaign: 'campaign',
  affiliateId: 'affiliate',
  platform: 'platform',
  phoneNumber: 'phone',
  email: 'email',
};

/** The fields typed with suggestions: their `<datalist>` ids. */
const LIST: Partial<Record<Field, string>> = {
  country: 'simulator-countries',
  campaign: 'simulator-campaigns',
};

/** The sample lead as the contract takes it: empty fields left out. */
export function sampleLead(values: Record<Field, string>): Partial<Record<Field, string>> {
  return Object.fromEntries(FIELDS.filter((f) => values[f].trim()).map((f) => [f, values[f].trim()]));
}

/** The decision's steps in words, one line each. */
export function StepList({ steps }: { steps: readonly DistributionStep[] }) {
  const { t, i18n } = useTranslation('distribution');
  return (
    <List dense disablePadding>
      {steps.map((s, i) => (
        <ListItem key={`${s.at}-${i}`} disableGutters data-outcome={s.outcome}>
          <ListItemText primary={stepText(t, s, i18n.language)} />
        </ListItem>
      ))}
    </List>
  );
}

/** The simulator's answer as the API returns it (`POST /api/distribution/simulate`). */
type Simulation = NonNullable<ReturnType<typeof useSimulate>['data']>;

/** The chip colour of a simulated result: green when it would send, amber when it would hold. */
function resultColor(result: Simulation['result']): 'success' | 'warning' | 'default' {
  return result === 'would_send' ? 'success' : result === 'would_hold' ? 'warning' : 'default';
}

interface SimulatorFormProps {
  values: Record<Field, string>;
  onValue: (field: Field, value: string) => void;
  /** The chosen flow's id; empty = let the engine pick (auto). */
  flowId: string;
  onFlowId: (flowId: string) => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}

/** Menu items of `options` by name, valued by id. */
const optionItems = (options: readonly { id: string; name: string }[] | undefined) =>
  (options ?? []).map((o) => (
    <MenuItem key={o.id} value={o.id}>
      {o.name}
    </MenuItem>
  ));

/** What the typed fields suggest: ISO country codes (with names) and the campaigns' names. */
function Suggestions() {
  const { i18n } = useTranslation();
  const campaigns = useCampaignNames(true);
  return (
    <>
      <datalist id={LIST.campaign}>
        {(campaigns.data ?? []).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <datalist id={LIST.country}>
        {countryOptions(i18n.language).map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </datalist>
    </>
  );
}

/**
 * The simulator's form (issue 20 §2): the sample lead's fields (country with an ISO code list, campaign with
 * the campaigns' names, the affiliate picked by name), the flow (or auto) and "Run"; labelled by the tab's
 * name.
 */
function SimulatorForm({ values, onValue, flowId, onFlowId, busy, onSubmit }: SimulatorFormProps) {
  const { t } = useTranslation(['distribution', 'common']);
  const flows = useFlows();
  // The affiliate is picked by name: the contract takes its id.
  const affiliates = useAffiliateOptions(true);
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={onSubmit}
      sx={{ p: 2, width: { md: 360 } }}
      aria-label={t('tabs.simulator')}
    >
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {t('simulator.intro')}
        </Typography>
        {FIELDS.map((f) =>
          f === 'affiliateId' ? (
            <NoneFirstSelect
              key={f}
              label={t('simulator.affiliate')}
              emptyLabel={t('simulator.noAffiliate')}
              value={values[f]}
              onChange={(id) => onValue(f, id)}
            >
              {optionItems(affiliates.data)}
            </NoneFirstSelect>
          ) : (
            <TextField
              key={f}
              size="small"
              label={t(`simulator.${LABEL[f]}`)}
              value={values[f]}
              onChange={(e) => onValue(f, e.target.value)}
              slotProps={LIST[f] ? { htmlInput: { list: LIST[f] } } : undefined}
            />
          ),
        )}
        <Suggestions />
        <NoneFirstSelect
          label={t('simulator.flow')}
          emptyLabel={t('simulator.flowAuto')}
          value={flowId}
          onChange={onFlowId}
        >
          {optionItems(flows.data)}
        </NoneFirstSelect>
        <Button type="submit" variant="contained" loading={busy}>
          {t('simulator.run')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The order the buyers would be tried in, numbered, each with its share in percent (issue 20 §2). */
function BuyerOrderList({ order }: { order: Simulation['order'] }) {
  const { t, i18n } = useTranslation(['distribution', 'common']);
  if (order.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('simulator.noOrder')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding component="ol" aria-label={t('simulator.order')}>
      {order.map((o, i) => (
        <ListItem key={o.integrationId} disableGutters>
          <ListItemText
            primary={`${i + 1}. ${o.name}`}
            secondary={t('simulator.share', {
              share: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(o.share * 100),
            })}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** One simulation's answer (issue 20 §2): the result chip, the flow's name, the buyer order and the steps. */
function SimulationResult({ result }: { result: Simulation }) {
  const { t } = useTranslation(['distribution', 'common']);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="simulation-result">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Chip label={t(`simulator.results.${result.result}`)} color={resultColor(result.result)} />
        {result.flow && <Typography>{t('simulator.flowName', { name: result.flow.name })}</Typography>}
      </Stack>
      <Typography variant="subtitle2">{t('simulator.order')}</Typography>
      <BuyerOrderList order={result.order} />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('simulator.steps')}
      </Typography>
      <StepList steps={result.steps} />
    </Paper>
  );
}

const EMPTY: Record<Field, string> = {
  country: '',
  campaign: '',
  affiliateId: '',
  platform: '',
  phoneNumber: '',
  email: '',
};

/**
 * The simulator (`POST /api/distribution/simulate`): a sample lead (country, campaign, affiliate,
 * platform, phone, email) and optionally a flow; answers the result, the decision steps in words and the
 * order the buyers would be tried in. Nothing is stored, reserved or sent.
 */
export function SimulatorTab() {
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [flowId, setFlowId] = useState('');
  const simulate = useSimulate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    simulate.mutate({ lead: sampleLead(values), ...(flowId && { flowId }) });
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <SimulatorForm
        values={values}
        onValue={(f, v) => setValues((old) => ({ ...old, [f]: v }))}
        flowId={flowId}
        onFlowId={setFlowId}
        busy={simulate.isPending}
        onSubmit={submit}
      />
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }} aria-live="polite">
        {simulate.error && <Alert severity="error">{errorText(simulate.error)}</Alert>}
        {simulate.data && <SimulationResult result={simulate.data} />}
      </Stack>
    </Stack>
  );
}
