import {
  INTEGRATION_BODY_FORMATS,
  INTEGRATION_METHODS,
  IntegrationInputSchema,
  MAPPABLE_LEAD_FIELDS,
  type Integration,
  type IntegrationInput,
} from '@leadhouse/domain';
import { z } from 'zod';
import { buyerFormOf, buyerInputOf, type BuyerForm } from '../../distribution';

/*
 * The integration form: what the manager types, then the domain's `IntegrationInputSchema` (one rule set
 * with the server). Issues of the domain schema keep their paths (`mapping.2.target`, `url`), so they land
 * on the form's fields.
 */

/** The form's own rule message for the statuses field (an i18n key of the `integrations` namespace). */
export const REJECT_STATUSES_INVALID = 'form.rejectStatusesInvalid';

const HeaderRow = z.object({
  name: z.string(),
  value: z.string(),
  secret: z.boolean(),
  /** A secret the server already keeps: an empty value keeps it. */
  stored: z.boolean(),
});
const MappingRow = z.object({
  target: z.string(),
  /** A lead field, or '' for a fixed value. */
  source: z.enum(['', ...MAPPABLE_LEAD_FIELDS]),
  value: z.string(),
});

export const IntegrationFormSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    url: z.string(),
    method: z.enum(INTEGRATION_METHODS),
    bodyFormat: z.enum(INTEGRATION_BODY_FORMATS),
    headers: z.array(HeaderRow),
    mapping: z.array(MappingRow),
    customerIdPath: z.string(),
    rejectStatuses: z.string().regex(/^[\d\s,]*$/, REJECT_STATUSES_INVALID),
    rejectText: z.string(),
    rateLimitPerSecond: z.number({ error: 'validation.required' }),
    active: z.boolean(),
    /** Buyer settings (lead distribution, issue 22): the distribution feature's form state. */
    distribution: z.custom<BuyerForm>(),
  })
  .transform((form): IntegrationInput => ({
    name: form.name,
    url: form.url,
    method: form.method,
    bodyFormat: form.bodyFormat,
    headers: form.headers.map((h) =>
      h.secret && h.stored && h.value === ''
        ? { name: h.name, secret: true }
        : { name: h.name, value: h.value, secret: h.secret },
    ),
    mapping: form.mapping.map((m) =>
      m.source ? { target: m.target, source: m.source } : { target: m.target, value: m.value },
    ),
    customerIdPath: form.customerIdPath,
    rejectStatuses: form.rejectStatuses
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
    ...(form.rejectText.trim() && { rejectText: form.rejectText }),
    rateLimitPerSecond: form.rateLimitPerSecond,
    active: form.active,
    distribution: buyerInputOf(form.distribution),
  }))
  .pipe(IntegrationInputSchema);

export type IntegrationForm = z.input<typeof IntegrationFormSchema>;
export type IntegrationFormOutput = z.output<typeof IntegrationFormSchema>;

/** A starting mapping for a new integration: the usual contact fields. */
const STARTER_MAPPING: IntegrationForm['mapping'] = [
  { target: 'first_name', source: 'firstName', value: '' },
  { target: 'last_name', source: 'lastName', value: '' },
  { target: 'email', source: 'email', value: '' },
  { target: 'phone', source: 'phoneNumber', value: '' },
  { target: 'country', source: 'country', value: '' },
];

/** Form values of an integration (or of a new one); stored secret headers come with an empty value. */
export function formValuesOf(integration: Integration | null): IntegrationForm {
  if (!integration) {
    return {
      userId: '',
      name: '',
      url: '',
      method: 'POST',
      bodyFormat: 'json',
      headers: [],
      mapping: STARTER_MAPPING,
      customerIdPath: 'customerId',
      rejectStatuses: '400, 409, 422',
      rejectText: '',
      rateLimitPerSecond: 10,
      active: true,
      distribution: buyerFormOf(null),
    };
  }
  return {
    userId: integration.userId,
    name: integration.name,
    url: integration.url,
    method: integration.method,
    bodyFormat: integration.bodyFormat,
    headers: integration.headers.map((h) => ({
      name: h.name,
      value: h.value ?? '',
      secret: h.secret,
      stored: h.secret,
    })),
    mapping: integration.mapping.map((m) => ({
      target: m.target,
      source: m.source ?? '',
      value: m.value ?? '',
    })),
    customerIdPath: integration.customerIdPath,
    rejectStatuses: integration.rejectStatuses.join(', '),
    rejectText: integration.rejectText ?? '',
    rateLimitPerSecond: integration.rateLimitPerSecond,
    active: integration.active,
    distribution: buyerFormOf(integration.distribution),
  };
}
