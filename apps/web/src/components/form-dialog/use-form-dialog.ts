import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form state of a form dialog: react-hook-form checked by a domain schema (zod resolver), so the
 * browser shows the server's own rules and message keys. `TValues` is what the fields hold, `TOutput` what
 * the schema makes of them (what `onSubmit` receives).
 */
export function useFormDialog<TValues extends FieldValues, TOutput = TValues>(
  schema: z.ZodType<TOutput, TValues>,
  defaultValues: DefaultValues<TValues>,
): UseFormReturn<TValues, unknown, TOutput> {
  return useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
  });
}
