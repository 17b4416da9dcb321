import type { Buyer, Flow, FlowInput } from '@leadhouse/domain';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/i18n';

/** A choice of the buyer picker: an integration by name. */
export type BuyerChoice = Pick<Buyer, 'integrationId' | 'name'>;

/**
 * The buyer picker's choices: every integration with buyer settings, then those of `flow`'s own buyers that
 * are not among them (settings switched off since, or a flow made through the API, which takes any live
 * integration), by the names the flow answers. An edited flow thus shows whom it sends to, and keeps them
 * when saved unchanged, even before the buyers have loaded.
 */
export function buyerChoices(buyers: readonly Buyer[] | undefined, flow: Flow | null): BuyerChoice[] {
  const choices: BuyerChoice[] = (buyers ?? []).map(({ integrationId, name }) => ({ integrationId, name }));
  const known = new Set(choices.map((c) => c.integrationId));
  for (const b of flow?.buyers ?? []) {
    if (!known.has(b.integrationId)) choices.push({ integrationId: b.integrationId, name: b.name });
  }
  return choices;
}

interface Props {
  control: Control<FlowInput, unknown, unknown>;
  buyers: readonly BuyerChoice[];
  /** The schema's message on the buyers list (none, or too few / a buyer twice). */
  error: string | undefined;
}

/**
 * The flow-level buyers message in the reader's language: the schema states a domain message key
 * (`validation.flowBuyers`, `validation.flowBuyerTwice`); an older English text reads as our own words.
 */
function buyersMessage(t: (k: 'editor.needBuyer' | 'editor.buyerTwice') => string, message?: string) {
  if (!message) return null;
  if (message.startsWith('validation.')) return fieldErrorText(message) ?? message;
  return /once/i.test(message) ? t('editor.buyerTwice') : t('editor.needBuyer');
}

/**
 * One buyer line of a flow (issue 20 §2): the integration (a buyer), its priority (1 first) and weight as
 * numbers (empty reads as NaN, which the schema refuses), and the remove button.
 */
function FlowBuyerRow({
  control,
  index,
  buyers,
  onRemove,
}: {
  control: Props['control'];
  /** The line's position in the form's `buyers` array. */
  index: number;
  buyers: Props['buyers'];
  onRemove: () => void;
}) {
  const { t } = useTranslation('distribution');
  return (
    // Wraps on a phone: the buyer takes its own line and the numbers keep a width one can read and type in.
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Controller
        control={control}
        name={`buyers.${index}.integrationId`}
        render={({ field }) => (
          <TextField
            select
            size="small"
            label={t('editor.buyer')}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            sx={{ flex: '1 1 200px', minWidth: 0 }}
          >
            {buyers.map((b) => (
              <MenuItem key={b.integrationId} value={b.integrationId}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {(['priority', 'weight'] as const).map((key) => (
        <Controller
          key={key}
          control={control}
          name={`buyers.${index}.${key}`}
          render={({ field }) => (
            <TextField
              size="small"
              type="number"
              label={t(`editor.${key}`)}
              value={Number.isNaN(field.value) ? '' : (field.value ?? '')}
              onChange={(e) => field.onChange(e.target.value === '' ? NaN : Number(e.target.value))}
              sx={{ width: 110, flexShrink: 0 }}
            />
          )}
        />
      ))}
      <IconButton aria-label={t('editor.removeBuyer')} onClick={onRemove}>
        <DeleteOutlined />
      </IconButton>
    </Stack>
  );
}

/** A flow's buyers: each an integration that is a buyer, with its priority (1 first) and weight. */
export function FlowBuyersField({ control, buyers, error }: Props) {
  const { t } = useTranslation('distribution');
  const { fields, append, remove } = useFieldArray({ control, name: 'buyers' });
  const message = buyersMessage(t, error);
  const nextPriority = fields.length + 1;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('editor.buyers')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t('editor.buyersHint')}
      </Typography>
      {fields.map((f, index) => (
        <FlowBuyerRow
          key={f.id}
          control={control}
          index={index}
          buyers={buyers}
          onRemove={() => remove(index)}
        />
      ))}
      {message && <Alert severity="error">{message}</Alert>}
      <Button
        startIcon={<Add />}
        sx={{ alignSelf: 'flex-start' }}
        // One line per choice at most: a buyer twice is refused anyway.
        disabled={fields.length >= buyers.length}
        onClick={() => {
          const used = new Set(fields.map((f) => f.integrationId));
          const free = buyers.find((b) => !used.has(b.integrationId));
          append({ integrationId: free?.integrationId ?? '', priority: nextPriority, weight: 1 });
        }}
      >
        {t('editor.addBuyer')}
      </Button>
    </Stack>
  );
}
