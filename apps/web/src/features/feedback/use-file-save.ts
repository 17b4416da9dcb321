import { useState } from 'react';
import { errorText } from '../../lib/i18n';
import { useToast } from './toast-context';

/**
 * Saves a file the browser downloads, with a busy flag while it runs: `save` answers the saved file's name,
 * and a success toast then names it (`savedText(fileName)`); a failure shows an error toast, the error's text
 * (lib/i18n `errorText`) or `failedText(thatText)` when given. `run` never rejects.
 */
export function useFileSave(
  save: () => Promise<{ fileName: string }>,
  savedText: (fileName: string) => string,
  failedText: (detail: string) => string = (detail) => detail,
): { saving: boolean; run: () => Promise<void> } {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const run = async () => {
    setSaving(true);
    try {
      const { fileName } = await save();
      toast.success(savedText(fileName));
    } catch (error) {
      toast.error(failedText(errorText(error)));
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}
