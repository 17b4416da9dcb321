import { useState } from 'react';
import { errorText } from '../../lib/i18n';
import { useToast } from './toast-context';

/**
 * Saves a file the browser downloads, with a busy flag while it runs: `save` answers the saved file's name,
 * and a success toast then names it (`savedText(fileName)`); a failure shows the error's text in an error
 * toast. `run` never rejects.
 */
export function useFileSave(
  save: () => Promise<{ fileName: string }>,
  savedText: (fileName: string) => string,
): { saving: boolean; run: () => Promise<void> } {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const run = async () => {
    setSaving(true);
    try {
      const { fileName } = await save();
      toast.success(savedText(fileName));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}
