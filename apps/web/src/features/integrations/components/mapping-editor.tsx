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
        {fields.map((field, index) => {
          const stored = rows?.[index]?.stored && rows[index]?.secret;
          const error = errors.headers?.[index];
          return (
            <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Controller
                control={control}
                name={`headers.${index}.name`}
                render={({ field: f }) => (
                  <TextField
                    {...f}
                    size="small"
                    label={t('form.headerName')}
                    sx={{ flex: 1 }}
                    error={Boolean(error?.name)}
                    helperText={fieldErrorText(error?.name?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name={`headers.${index}.value`}
                render={({ field: f }) => (
                  <TextField
                    {...f}
                    size="small"
                    type={rows?.[index]?.secret ? 'password' : 'text'}
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
                      <Checkbox
                        size="small"
                        checked={f.value}
                        onChange={(e) => f.onChange(e.target.checked)}
                      />
                    }
                    label={t('form.headerSecret')}
                  />
                )}
              />
              <IconButton
                aria-label={t('form.removeHeader', { index: index + 1 })}
                onClick={() => remove(index)}
                size="small"
                sx={{ mt: 0.5 }}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
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
        {fields.map((field, index) => {
          const error = errors.mapping?.[index];
          const constant = rows?.[index]?.source === '';
          return (
            <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Controller
                control={control}
                name={`mapping.${index}.target`}
                render={({ field: f }) => (
                  <TextField
                    {...f}
                    size="small"
                    label={t('form.target')}
                    sx={{ flex: 1 }}
                    error={Boolean(error?.target)}
                    helperText={fieldErrorText(error?.target?.message)}
                  />
                )}
              />
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
                <Controller
                  control={control}
                  name={`mapping.${index}.value`}
                  render={({ field: f }) => (
                    <TextField
                      {...f}
                      size="small"
                      label={t('form.value')}
                      sx={{ flex: 1 }}
                      error={Boolean(error?.value)}
                      helperText={fieldErrorText(error?.value?.message)}
                    />
                  )}
                />
              )}
              <IconButton
                aria-label={t('form.removeMapping', { index: index + 1 })}
                onClick={() => remove(index)}
                size="small"
                sx={{ mt: 0.5 }}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
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
