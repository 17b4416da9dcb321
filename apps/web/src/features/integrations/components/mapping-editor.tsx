import { MAPPABLE_LEAD_FIELDS } from '@leadhouse/domain';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/i18n';
import type { IntegrationForm, IntegrationFormOutput } from './integration-form-schema';

type Props = {
  control: Control<IntegrationForm, unknown, IntegrationFormOutput>;
  errors: FieldErrors<IntegrationForm>;
};

/** Headers of the partner request: name, value, secret (stored encrypted, shown masked after saving). */
export function HeadersEditor({ control, errors }: Props) {
  const { t } = useTranslation('integrations');
  const { fields, append, remove } = useFieldArray({ control, name: 'headers' });
  const rows = useWatch({ control, name: 'headers' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('form.headers')}
      </Typography>
      <Stack spacing={1}>
        {fields.map((field, index) => (
          <HeaderRow
            key={field.id}
            control={control}
            index={index}
            error={errors.headers?.[index]}
            secret={Boolean(rows?.[index]?.secret)}
            stored={Boolean(rows?.[index]?.stored && rows[index]?.secret)}
            onRemove={() => remove(index)}
          />
        ))}
        <Box>
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() => append({ name: '', value: '', secret: false, stored: false })}
          >
            {t('form.addHeader')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Field mapping: each row fills one partner field from a lead field or a fixed value. */
export function MappingEditor({ control, errors }: Props) {
  const { t } = useTranslation('integrations');
  const { fields, append, remove } = useFieldArray({ control, name: 'mapping' });
  const rows = useWatch({ control, name: 'mapping' });
  const listError = errors.mapping?.root?.message ?? errors.mapping?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('form.mapping')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('form.mappingHelp')}
      </Typography>
      <Stack spacing={1}>
        {fields.map((field, index) => (
          <MappingRow
            key={field.id}
            control={control}
            index={index}
            error={errors.mapping?.[index]}
            constant={rows?.[index]?.source === ''}
            onRemove={() => remove(index)}
          />
        ))}
        {listError && (
          <Typography variant="caption" role="alert" sx={{ color: 'error.main' }}>
            {fieldErrorText(listError)}
          </Typography>
        )}
        <Box>
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() => append({ target: '', source: 'email', value: '' })}
          >
            {t('form.addMapping')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

type RowError<K extends 'headers' | 'mapping'> = NonNullable<FieldErrors<IntegrationForm>[K]>[number];

/** What every row of a list (`headers` or `mapping`) takes: the form, its index, its errors and "remove". */
interface RowProps<K extends 'headers' | 'mapping'> {
  control: Props['control'];
  index: number;
  error: RowError<K> | undefined;
  onRemove: () => void;
}

/** A header: name, value (masked when secret; "stored" once saved) and the secret switch. */
function HeaderRow(props: RowProps<'headers'> & { secret: boolean; stored: boolean }) {
  const { control, index, error, secret, stored, onRemove } = props;
  const { t } = useTranslation('integrations');
  return (
    <ListRow
      control={control}
      first={{ name: `headers.${index}.name`, label: t('form.headerName'), message: error?.name?.message }}
      removeLabel={t('form.removeHeader', { index: index + 1 })}
      onRemove={onRemove}
    >
      <Controller
        control={control}
        name={`headers.${index}.value`}
        render={({ field: f }) => (
          <TextField
            {...f}
            size="small"
            type={secret ? 'password' : 'text'}
            autoComplete="off"
            label={t('form.headerValue')}
            placeholder={stored ? '••••••••' : undefined}
            helperText={stored ? t('form.secretStored') : fieldErrorText(error?.value?.message)}
            error={Boolean(error?.value)}
            sx={{ flex: 1.4 }}
          />
        )}
      />
      <Controller
        control={control}
        name={`headers.${index}.secret`}
        render={({ field: f }) => (
          <FormControlLabel
            sx={{ mx: 0 }}
            control={
              <Checkbox size="small" checked={f.value} onChange={(e) => f.onChange(e.target.checked)} />
            }
            label={t('form.headerSecret')}
          />
        )}
      />
    </ListRow>
  );
}

/** A mapping row: the partner field, the lead field it takes (or a constant) and the constant's value. */
function MappingRow(props: RowProps<'mapping'> & { constant: boolean }) {
  const { control, index, error, constant, onRemove } = props;
  const { t } = useTranslation('integrations');
  return (
    <ListRow
      control={control}
      first={{ name: `mapping.${index}.target`, label: t('form.target'), message: error?.target?.message }}
      removeLabel={t('form.removeMapping', { index: index + 1 })}
      onRemove={onRemove}
    >
      <Controller
        control={control}
        name={`mapping.${index}.source`}
        render={({ field: f }) => (
          <TextField
            {...f}
            select
            size="small"
            label={t('form.source')}
            sx={{ flex: 1 }}
            error={Boolean(error?.source)}
            helperText={fieldErrorText(error?.source?.message)}
          >
            <MenuItem value="">
              <em>{t('form.constant')}</em>
            </MenuItem>
            {MAPPABLE_LEAD_FIELDS.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {constant && (
        <RowTextField
          control={control}
          name={`mapping.${index}.value`}
          label={t('form.value')}
          message={error?.value?.message}
        />
      )}
    </ListRow>
  );
}

/** Where a row's text field is bound in the form, its label and its error. */
interface RowText {
  name: `headers.${number}.name` | `mapping.${number}.target` | `mapping.${number}.value`;
  label: string;
  message: string | undefined;
}

/**
 * A row of a list (`headers` or `mapping`): its first text field (`first`), the row's other controls
 * (`children`), and the button that removes it, named `removeLabel`.
 */
function ListRow({
  control,
  first,
  removeLabel,
  onRemove,
  children,
}: {
  control: Props['control'];
  first: RowText;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <RowTextField control={control} {...first} />
      {children}
      <RemoveButton label={removeLabel} onClick={onRemove} />
    </Stack>
  );
}

/** A text field of a row, bound to the form at `name`, with its error. */
function RowTextField({ control, name, label, message }: { control: Props['control'] } & RowText) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <TextField
          {...f}
          size="small"
          label={label}
          sx={{ flex: 1 }}
          error={Boolean(message)}
          helperText={fieldErrorText(message)}
        />
      )}
    />
  );
}

/** Removes a row. */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick} size="small" sx={{ mt: 0.5 }}>
      <DeleteOutlined fontSize="small" />
    </IconButton>
  );
}
