import { describe, expect, it } from 'vitest';
import { COMMON } from '../../../app/i18n/common';
import { apiKeysTexts } from '.';

/*
 * Revoking a key cannot be undone, and its dialog also has a Cancel button: in Arabic both said "إلغاء",
 * so the dialog offered two identical buttons, the red one revoking the key.
 */
describe('the revoke action of an API key', () => {
  it.each(Object.keys(apiKeysTexts) as (keyof typeof apiKeysTexts)[])(
    'is not named like Cancel in %s',
    (language) => {
      const cancel = COMMON[language].actions.cancel;
      expect(apiKeysTexts[language].revoke).not.toBe(cancel);
      expect(apiKeysTexts[language].revokeKey).not.toContain(cancel);
    },
  );
});
