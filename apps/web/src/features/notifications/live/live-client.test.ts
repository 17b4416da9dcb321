import { LIVE_RETRY_MS } from '@leadhouse/domain';
import { describe, expect, it } from 'vitest';
import { LIVE_MAX_RETRY_MS, parseLiveEvent, retryDelay } from './live-client';

describe('live events', () => {
  it('parses each event by its schema, with its id', () => {
    expect(
      parseLiveEvent({
        event: 'notification',
        data: '{"id":"n1","kind":"lead.assigned","unread":3}',
        id: '12',
      }),
    ).toEqual({
      type: 'notification',
      payload: { id: 'n1', kind: 'lead.assigned', unread: 3 },
      id: '12',
    });
    expect(parseLiveEvent({ event: 'lead.changed', data: '{"leadId":"l1","by":null}', id: '' })).toEqual({
      type: 'lead.changed',
      payload: { leadId: 'l1', by: null },
      id: null,
    });
  });

  it('ignores unknown events, broken JSON and payloads that break the contract', () => {
    expect(parseLiveEvent({ event: 'message', data: '{}', id: '' })).toBe(null);
    expect(parseLiveEvent({ event: 'leads.created', data: 'not json', id: '' })).toBe(null);
    expect(parseLiveEvent({ event: 'leads.created', data: '{"count":0}', id: '' })).toBe(null);
    expect(
      parseLiveEvent({ event: 'notification', data: '{"id":"n1","kind":"nope","unread":1}', id: '' }),
    ).toBe(null);
  });

  it('waits longer after each failed reconnection, up to a cap, with jitter', () => {
    const middle = () => 0.5;
    expect(retryDelay(0, middle)).toBe(LIVE_RETRY_MS);
    expect(retryDelay(1, middle)).toBe(LIVE_RETRY_MS * 2);
    expect(retryDelay(3, middle)).toBe(LIVE_RETRY_MS * 8);
    expect(retryDelay(50, middle)).toBe(LIVE_MAX_RETRY_MS);
    expect(retryDelay(0, () => 0)).toBe(LIVE_RETRY_MS * 0.8);
    expect(retryDelay(0, () => 1)).toBe(LIVE_RETRY_MS * 1.2);
  });
});
