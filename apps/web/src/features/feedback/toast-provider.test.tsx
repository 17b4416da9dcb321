import { TIMINGS } from '@leadhouse/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function SaveButton() {
  const toast = useToast();
  return <button onClick={() => toast.success('Lead has been Updated!')}>Save</button>;
}

/** Moves the fake clock on by `ms` and lets React render what the timers set. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** Gone within `ms` (its exit transition's timers run in steps, each after the render that set it). */
function goneWithin(ms: number) {
  for (let t = 0; t < ms && screen.queryByText('Lead has been Updated!'); t += 50) advance(50);
  return screen.queryByText('Lead has been Updated!');
}

function showSnackbar() {
  vi.useFakeTimers();
  render(
    <ToastProvider>
      <SaveButton />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return screen.getByText('Lead has been Updated!');
}

describe('the snackbar (spec §9: a success confirmation shows 3 s)', () => {
  it('shows 3 s, then leaves', () => {
    showSnackbar();
    advance(TIMINGS.snackbarMs - 100);
    expect(screen.getByText('Lead has been Updated!')).toBeInTheDocument();
    expect(goneWithin(1_100)).toBeNull();
  });

  it('after a pointer or focus paused it, shows its whole 3 s again, not half', () => {
    const message = showSnackbar();
    const root = message.closest('.MuiSnackbar-root')!;
    advance(200);
    fireEvent.mouseOver(root);
    advance(5_000);
    expect(screen.getByText('Lead has been Updated!')).toBeInTheDocument();
    fireEvent.mouseOut(root);
    advance(TIMINGS.snackbarMs - 100);
    expect(screen.getByText('Lead has been Updated!')).toBeInTheDocument();
    // Focus in it pauses it too; leaving resumes the whole duration.
    fireEvent.focus(root);
    fireEvent.blur(root);
    advance(TIMINGS.snackbarMs - 100);
    expect(screen.getByText('Lead has been Updated!')).toBeInTheDocument();
    expect(goneWithin(1_100)).toBeNull();
  });
});
