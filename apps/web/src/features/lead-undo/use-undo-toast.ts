import type { UndoRef } from '@leadhouse/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/i18n';
import { useToast } from '../feedback';
import { useUndoLeadAction } from './api';

/**
 * Toasts the success of a lead action with an Undo button when the server answered an `undo` reference
 * (issue 19): pressing it calls `POST /api/leads/undo`, refreshes the leads and says how many leads got
 * their values back and how many were kept because someone changed them since. Without a reference it is
 * the plain success snackbar.
 */
export function useUndoToast(): (message: string, undo: UndoRef | undefined) => void {
  const { t } = useTranslation('leadUndo');
  const toast = useToast();
  const { mutateAsync } = useUndoLeadAction();
  return useCallback(
    (message, undo) => {
      if (!undo) {
        toast.success(message);
        return;
      }
      const run = async () => {
        try {
          const { restored, skipped } = await mutateAsync(undo.actionId);
          const text = t('undone', { count: restored });
          if (skipped === 0) toast.success(text);
          else toast.show(`${text} ${t('skipped', { count: skipped })}`, 'warning', 'toaster');
        } catch (err) {
          toast.error(errorText(err));
        }
      };
      toast.success(message, { label: t('undo'), run: () => void run() });
    },
    [t, toast, mutateAsync],
  );
}
