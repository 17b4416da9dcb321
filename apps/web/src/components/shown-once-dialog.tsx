import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type FocusEvent, type ReactNode } from 'react';

/**
 * A read-only value with a copy button (a secret shown once): left to right in monospace, selected on
 * focus. `copyLabel` names the button; `onCopied` runs once the value is on the clipboard (without a
 * clipboard, an insecure context, nothing happens and the text stays selectable in the field).
 */
export function CopyField(props: { label: string; value: string; copyLabel: string; onCopied?: () => void }) {
  const { label, value, copyLabel, onCopied } = props;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      onCopied?.();
    } catch {
      // No clipboard: the text stays selectable in the field.
    }
  };
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      slotProps={{
        htmlInput: {
          readOnly: true,
          dir: 'ltr',
          onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
        },
        input: {
          sx: { fontFamily: 'monospace', fontSize: 13 },
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={copyLabel} onClick={() => void copy()}>
                <ContentCopy fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * The dialog of secrets shown once (a new API key, an integration's signing secret): a warning above the
 * values (`children`, usually `CopyField`s) and one "done" button; neither Escape nor a click outside
 * closes it, so the user leaves it on purpose.
 */
export function ShownOnceDialog(props: {
  title: string;
  warning: string;
  doneLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{props.warning}</Alert>
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={props.onClose}>
          {props.doneLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
