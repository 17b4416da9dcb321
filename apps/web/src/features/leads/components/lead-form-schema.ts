import {
  COUNTRIES,
  DEFAULT_CAMPAIGN,
  LeadFormFieldsSchema,
  LeadFunnelSchema,
  LeadStatusSchema,
  countryCodeOf,
  withLeadPhoneRule,
  type Lead,
  type LeadForm,
} from '@leadhouse/domain';
import { z } from 'zod';

const emptyToUndefined = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal(''), schema]).transform((v) => (v === '' ? undefined : (v as z.output<T>)));

/**
 * The add/edit lead dialog's schema: the domain's lead form (spec §5 rules and messages, and the phone rule
 * of issue 19 D: `withLeadPhoneRule`), with the optional selects accepting '' for "none".
 */
export const leadFormSchema = withLeadPhoneRule(
  LeadFormFieldsSchema.extend({
    status: emptyToUndefined(LeadStatusSchema),
    funnel: emptyToUndefined(LeadFunnelSchema),
    platform: z
      .string()
      .trim()
      .max(40)
      .transform((v) => v || null),
    personal: z
      .string()
      .max(2000)
      .transform((v) => v.trim() || null),
  }),
);
export type LeadFormValues = z.input<typeof leadFormSchema>;
export type LeadFormOutput = z.output<typeof leadFormSchema>;

/** The 10 national digits of a stored `prefix-number` phone. */
function nationalDigits(phone: string): string {
  const dash = phone.indexOf('-');
  return dash >= 0 ? phone.slice(dash + 1) : phone;
}

/** Form values of a new lead (campaign 'CRM', spec §5) or of an existing one. */
export function leadFormDefaults(lead: Lead | null): LeadFormValues {
  return {
    id: lead?.id ?? undefined,
    firstName: lead?.firstName ?? '',
    lastName: lead?.lastName ?? '',
    phoneNumber: lead ? nationalDigits(lead.phoneNumber) : '',
    email: lead?.email ?? '',
    country: lead ? (countryCodeOf(lead.country) ?? lead.country) : (COUNTRIES[0]?.code ?? ''),
    campaign: lead?.campaign.name ?? DEFAULT_CAMPAIGN,
    platform: lead?.platform ?? '',
    status: lead?.status ?? '',
    funnel: (lead?.funnel as LeadFormValues['funnel']) ?? '',
    personal: lead?.personal ?? '',
  };
}

/** The `POST`/`PUT /api/leads` body. */
export function toLeadForm(values: LeadFormOutput): LeadForm {
  return {
    ...values,
    status: values.status,
    funnel: values.funnel ?? null,
  };
}
