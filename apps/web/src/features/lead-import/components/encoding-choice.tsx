import type { ImportEncodingChoice } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type CsvEncoding = ImportEncodingChoice['encoding'];

/**
 * When the server was unsure of the file's encoding (partners item 4), the likely ones, each with the
 * file's first lines decoded in it: the user picks the one whose names read right, and the file is read in
 * it from then on (`onChange` asks the server for the preview in that encoding).
 */
export function EncodingChoice({
  choices,
  value,
  busy,
  onChange,
}: {
  choices: readonly ImportEncodingChoice[];
  value: CsvEncoding;
  busy: boolean;
  onChange: (encoding: CsvEncoding) => void;
}) {
  const { t } = useTranslation('leadImport');
  const labelId = useId();
  if (choices.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="encoding-choice">
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('encodingChoice.title')}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(_, next) => onChange(next as CsvEncoding)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.encoding}
            value={choice.encoding}
            disabled={busy}
            control={<Radio size="small" />}
            sx={{ alignItems: 'flex-start', mb: 1 }}
            label={
              <Box>
                <Typography variant="body2">{t(`detected.encodings.${choice.encoding}`)}</Typography>
                <Box
                  component="pre"
                  dir="auto"
                  sx={{ m: 0, fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap' }}
                >
                  {choice.lines.join('\n')}
                </Box>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Alert>
  );
}
