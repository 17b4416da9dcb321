import { RECENT_SEARCH_MAX } from '@leadhouse/domain';
import { RECENT_SEARCH_STORAGE_KEY } from '../../lib/config';

/**
 * Adds a keyword to the recent list (spec §2, §9): only when non-empty and not already present
 * (case-insensitive); newest first; at most 7.
 */
export function addRecentSearch(list: readonly string[], keyword: string): string[] {
  const text = keyword.trim();
  if (!text) return [...list];
  if (list.some((k) => k.toLowerCase() === text.toLowerCase())) return [...list];
  return [text, ...list].slice(0, RECENT_SEARCH_MAX);
}

/** Recent keywords saved in this browser. */
export function loadRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCH_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((k): k is string => typeof k === 'string').slice(0, RECENT_SEARCH_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Saves the recent keywords. */
export function storeRecentSearches(list: readonly string[]): void {
  localStorage.setItem(RECENT_SEARCH_STORAGE_KEY, JSON.stringify(list));
}
