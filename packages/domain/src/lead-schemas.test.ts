import { describe, expect, it } from 'vitest';
import { LeadListRowSchema } from './lead-list-schemas.js';
import { LeadSchema } from './lead-schemas.js';

/** Spec §4: "An unknown value displays as OTHER" — a reader never fails a whole page on one row's status. */
describe('lead status as read', () => {
  it('reads a status this version does not know as OTHER', () => {
    expect(LeadListRowSchema.parse({ id: 'a1b2c3', internalId: 1, status: 'LEGACY_VIP' }).status).toBe(
      'OTHER',
    );
    expect(LeadSchema.shape.status.parse('FOLLOW_UP')).toBe('FOLLOW_UP');
  });

  it('still writes only known statuses (the server answer is encoded strictly)', () => {
    expect(LeadSchema.shape.status.safeEncode('LEGACY_VIP' as never).success).toBe(false);
    expect(LeadSchema.shape.status.safeEncode('NEW').success).toBe(true);
  });
});
