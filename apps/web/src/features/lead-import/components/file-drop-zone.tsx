import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useRef, useState, type DragEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** Accepted by the file picker; the server decides from the content, not the name. */
export const CSV_ACCEPT = '.csv,.txt,text/csv,text/plain,application/vnd.ms-excel';

/** Dragging over the zone (`over`) and the first dropped file, ignored while `disabled`. */
function useFileDrop(onFile: (file: File) => void, disabled: boolean) {
  const [over, setOver] = useState(false);
  const onDragOver = (e: DragEvent) => {
    e.preventDefault();
    if (!disabled) {
      e.dataTransfer.dropEffect = 'copy';
      setOver(true);
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return { over, onDragOver, onDragLeave: () => setOver(false), onDrop };
}

const zoneSx = (over: boolean, disabled: boolean): SxProps<Theme> => ({
  border: 2,
  borderStyle: 'dashed',
  borderColor: over ? 'primary.main' : 'divider',
  bgcolor: over ? 'action.hover' : 'background.default',
  borderRadius: 2,
  p: { xs: 3, sm: 5 },
  textAlign: 'center',
  cursor: disabled ? 'default' : 'pointer',
  opacity: disabled ? 0.6 : 1,
  transition: 'border-color 120ms, background-color 120ms',
  '&:focus-within': { borderColor: 'primary.main' },
});

/** The hidden file input behind "Choose a file"; cleared after each pick so the same file can be picked again. */
function HiddenFileInput({ ref, onFile }: { ref: Ref<HTMLInputElement>; onFile: (file: File) => void }) {
  return (
    <input
      ref={ref}
      type="file"
      accept={CSV_ACCEPT}
      hidden
      data-testid="csv-file-input"
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

/**
 * Drag-and-drop zone with one control, the "Choose a file" button (Enter or Space opens the file picker);
 * a click anywhere on the zone opens it too, and a dropped file is taken like a chosen one. Only the first
 * file counts. The zone itself is not a button: a button inside a button is a nested interactive control
 * (axe `nested-interactive`, WCAG 4.1.2).
 */
export function FileDropZone({
  onFile,
  disabled = false,
  hint,
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation('leadImport');
  const input = useRef<HTMLInputElement>(null);
  const textId = useId();
  const { over, onDragOver, onDragLeave, onDrop } = useFileDrop(onFile, disabled);
  const open = () => {
    if (!disabled) input.current?.click();
  };

  return (
    <Box
      data-testid="csv-drop-zone"
      onClick={open}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      sx={zoneSx(over, disabled)}
    >
      <UploadFileOutlined sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} aria-hidden />
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {over ? t('file.dropHere') : t('file.dropTitle')}
      </Typography>
      <Typography id={textId} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('file.dropText')}
      </Typography>
      {hint && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {hint}
        </Typography>
      )}
      <Button
        variant="contained"
        sx={{ mt: 2 }}
        disabled={disabled}
        aria-describedby={textId}
        onClick={(e) => {
          e.stopPropagation();
          open();
        }}
      >
        {t('file.choose')}
      </Button>
      <HiddenFileInput ref={input} onFile={onFile} />
    </Box>
  );
}
