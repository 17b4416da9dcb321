import { describe, expect, it } from 'vitest';
import { addRecentSearch } from './recent-searches';

describe('addRecentSearch', () => {
  it('adds newest first and ignores blanks', () => {
    expect(addRecentSearch(['alpha'], ' beta ')).toEqual(['beta', 'alpha']);
    expect(addRecentSearch(['alpha'], '   ')).toEqual(['alpha']);
  });

  it('is case-insensitively unique', () => {
    expect(addRecentSearch(['Alpha'], 'ALPHA')).toEqual(['Alpha']);
  });

  it('keeps at most 7 keywords', () => {
    let list: string[] = [];
    for (let i = 1; i <= 9; i++) list = addRecentSearch(list, `k${i}`);
    expect(list).toHaveLength(7);
    expect(list[0]).toBe('k9');
    expect(list).not.toContain('k1');
  });
});
