import type { BuyerActivity, Flow } from '@leadhouse/domain';
import { flowDefaults } from './components/flow-editor-dialog';

/*
 * Distribution answers for the web tests: a flow and its buyer lines as `GET /api/distribution/flows`
 * answers them (the answers are parsed by the contract's schemas, so every field is there).
 */

/** A buyer that was sent nothing in the last 24 hours. */
export const NO_ACTIVITY: BuyerActivity = {
  sent: 0,
  accepted: 0,
  returned: 0,
  rejected: 0,
  failed: 0,
  pending: 0,
};

type FlowBuyerLine = Flow['buyers'][number];

/** A buyer line of a flow: priority and weight 1, no meters, no activity; `over` changes any field. */
export const makeFlowBuyer = (
  integrationId: string,
  name: string,
  over: Partial<FlowBuyerLine> = {},
): FlowBuyerLine => ({
  integrationId,
  name,
  priority: 1,
  weight: 1,
  meters: [],
  moneyMeter: null,
  activity: NO_ACTIVITY,
  ...over,
});

/** A new flow's settings (the editor's defaults) as a stored flow without buyers; `over` changes any field. */
export const makeFlow = (id: string, name: string, over: Partial<Flow> = {}): Flow => ({
  ...(flowDefaults(null) as Omit<Flow, 'id' | 'createdAt' | 'updatedAt'>),
  id,
  name,
  held: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});
