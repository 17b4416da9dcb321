import { describe, expect, it } from 'vitest';
import { parseUrlSettings } from './url-settings';
import { COLOR_PRESETS, isKnownLayout, sanitizeSettings } from './settings-model';

describe('parseUrlSettings', () => {
  it('reads every supported parameter', () => {
    expect(parseUrlSettings('?layout=horizontal&layout-style=boxed&theme-type=dark&theme-color=3')).toEqual({
      layout: 'horizontal',
      layoutStyle: 'boxed',
      themeType: 'dark',
      colorIndex: 2,
    });
  });

  it('treats theme-color as a 1-based index and ignores out-of-range values', () => {
    expect(parseUrlSettings('?theme-color=1').colorIndex).toBe(0);
    expect(parseUrlSettings(`?theme-color=${COLOR_PRESETS.length}`).colorIndex).toBe(
      COLOR_PRESETS.length - 1,
    );
    expect(parseUrlSettings('?theme-color=0')).toEqual({});
    expect(parseUrlSettings(`?theme-color=${COLOR_PRESETS.length + 1}`)).toEqual({});
    expect(parseUrlSettings('?theme-color=abc')).toEqual({});
  });

  it('keeps an unknown layout so the fallback layout can be shown', () => {
    const parsed = parseUrlSettings('?layout=wavy');
    expect(parsed.layout).toBe('wavy');
    expect(isKnownLayout(parsed.layout ?? '')).toBe(false);
  });

  it('ignores invalid style and theme type values', () => {
    expect(parseUrlSettings('?layout-style=wavy&theme-type=neon')).toEqual({});
    expect(parseUrlSettings('')).toEqual({});
  });
});

describe('sanitizeSettings', () => {
  it('drops invalid stored values and clamps the card radius', () => {
    expect(
      sanitizeSettings({ themeType: 'neon', cardRadius: 40, colorIndex: 99, layout: 'vertical' }),
    ).toEqual({
      cardRadius: 16,
      layout: 'vertical',
    });
    expect(sanitizeSettings('garbage')).toEqual({});
  });
});
