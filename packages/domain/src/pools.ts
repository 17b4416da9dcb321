import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';
import { listQuerySchema, listResponseSchema } from './common.js';
import { MSG } from './messages.js';
import { UserOptionSchema } from './users.js';

/** A pool: a named group of sales users; leads given to a pool go round-robin to its active members. */
export const PoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  members: z.array(UserOptionSchema),
  createdAt: z.string(),
});
export type Pool = z.infer<typeof PoolSchema>;

export const PoolOptionSchema = z.object({ id: z.string(), name: z.string(), memberCount: z.number().int() });
export type PoolOption = z.infer<typeof PoolOptionSchema>;

export const PoolCreateSchema = z
  .object({
    name: z.string().trim().min(2, MSG.validation.name).max(120),
    description: z.string().trim().max(500).nullish(),
    active: z.boolean().default(true),
    memberIds: z.array(z.uuid()).max(1000).default([]),
  })
  .strict();
export type PoolCreate = z.infer<typeof PoolCreateSchema>;

export const PoolUpdateSchema = z
  .object({
    name: z.string().trim().min(2, MSG.validation.name).max(120).optional(),
    description: z.string().trim().max(500).nullish(),
    active: z.boolean().optional(),
    memberIds: z.array(z.uuid()).max(1000).optional(),
  })
  .strict();
export type PoolUpdate = z.infer<typeof PoolUpdateSchema>;

export const POOL_SORT_FIELDS = ['name', 'createdAt', 'active'] as const;
export const PoolListQuerySchema = listQuerySchema(PAGE_SIZE.pools);
export const PoolListResponseSchema = listResponseSchema(PoolSchema);
export const PoolOptionListResponseSchema = listResponseSchema(PoolOptionSchema);
