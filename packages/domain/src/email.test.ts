import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, EmailSchema, isEmail } from './email.js';
import { LeadFormSchema } from './lead-schemas.js';
import { IntakeLeadSchema } from './intake.js';
import { MSG } from './messages.js';

/** Partners item 4: one rule (RFC 5322 dot-atom local part) for the form, intake and import. */
describe('the email rule', () => {
  it.each([
    "o'reilly@example.com",
    'first.last+tag@example.co.uk',
    "d'amore.o'kon.17@gmail.com",
    'a!#$%&*/=?^_`{|}~-z@example.com',
    'x@mail.xn--p1ai',
    'UPPER@Example.COM',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
    expect(EmailSchema.parse(` ${email} `)).toBe(email);
  });

  it.each([
    'plain',
    '@example.com',
    'a@b',
    'a@example.c',
    '.lead@example.com',
    'lead.@example.com',
    'le..ad@example.com',
    'le ad@example.com',
    'le"ad@example.com',
    'lead@exa_mple.com',
    'lead@-example.com',
    'lead@example-.com',
    'lead@@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.com`,
  ])('refuses %s with the email message', (email) => {
    expect(isEmail(email)).toBe(false);
    const r = EmailSchema.safeParse(email);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MSG.validation.email);
  });

  it('bounds the address at 254 characters (RFC 5321)', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(at254).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isEmail(at254)).toBe(true);
  });

  it('is the rule of the add-lead form and of intake', () => {
    const email = LeadFormSchema.shape.email;
    expect(email.safeParse("o'reilly@example.com").success).toBe(true);
    expect(IntakeLeadSchema.shape.email.safeParse("o'reilly@example.com").success).toBe(true);
    expect(email.safeParse('le..ad@example.com').success).toBe(false);
  });
});
