import { depositRoutes, type AddDepositItemInput } from '@leadhouse/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * `POST /api/leads/addItem` (spec §7): a deposit on a lead, amount in minor units. 201 created, 200 the
 * same (lead, transactionId) was recorded before. Refreshes the lead (detail and list: deposit count,
 * amount, FTD) afterwards.
 */
export function useAddDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddDepositItemInput) => callApi(depositRoutes.addItem, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['leads'] }),
        client.invalidateQueries({ queryKey: ['deposits'] }),
      ]),
  });
}

/**
 * `POST /api/leads/:id/deposits/:depositId/reverse {reason}`: reverses a deposit once (a linked negative
 * entry). 409 when it was already reversed or is itself a reversal. Refreshes the lead afterwards.
 */
export function useReverseDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { leadId: string; depositId: string; reason: string }) =>
      callApi(depositRoutes.reverse, {
        params: { id: v.leadId, depositId: v.depositId },
        body: { reason: v.reason },
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['leads'] }),
        client.invalidateQueries({ queryKey: ['deposits'] }),
      ]),
  });
}
