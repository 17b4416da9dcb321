import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createRequiredContext } from './required-context';

const [NameContext, useName] = createRequiredContext<{ name: string }>('useName', '<NameProvider>');

describe('createRequiredContext', () => {
  it("gives the provider's value inside it", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <NameContext.Provider value={{ name: 'Ada' }}>{children}</NameContext.Provider>
    );
    expect(renderHook(() => useName(), { wrapper }).result.current).toEqual({ name: 'Ada' });
  });

  it('throws, naming the hook and the provider, outside it', () => {
    expect(() => renderHook(() => useName())).toThrow('useName must be used inside <NameProvider>');
  });
});
