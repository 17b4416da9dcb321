import { SESSION } from '@leadhouse/domain';
import { sanitizeSettings, type Settings } from './settings-model';

const KEY = SESSION.storageKeys.settings;

/** Settings saved earlier in this browser (only valid values). */
export function loadStoredSettings(): Partial<Settings> {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? sanitizeSettings(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

/** Saves settings; an unknown layout from the URL is not persisted. */
export function storeSettings(settings: Settings): void {
  localStorage.setItem(KEY, JSON.stringify(sanitizeSettings(settings)));
}
