import type { FastifyInstance } from 'fastify';
import { leadRoutes as c, LeadUpdateSchema, MSG } from '@leadhouse/domain';
import type { Database, Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { compiledSerializer } from '../../plugins/compiled-serializer.js';
import { route } from '../../plugins/route.js';
import { assignLeads } from './leads.assign.service.js';
import {
  bulkFunnel,
  bulkStatus,
  changeStatus,
  markAsDeleted,
  quickAction,
  restoreLeads,
} from './leads.bulk.service.js';
import { countLeads, getLead, listLeads, searchLeads } from './leads.read.service.js';
import { filterOptions } from './leads.filter-options.js';
import { undoLeadAction } from './leads.undo.service.js';
import { addComment, createLead, updateLead } from './leads.write.service.js';

/**
 * Leads workspace (spec §2, §7 "Leads"), registered from the route contracts `leadRoutes`: paths, schemas,
 * statuses and the `leads` feature check come from there; what each actor sees and may change is decided
 * by the lead scope and the role predicates in the services.
 */
export async function leadsRoutes(
  app: FastifyInstance,
  { db, database }: { db: Db; database: Database },
): Promise<void> {
  // The hot list: answers serialized by a compiler of its schema, not re-validated (issue 23).
  route(app, c.list, ({ actor, query }) => listLeads(database, actor, query), {
    serializerCompiler: compiledSerializer,
  });
  route(app, c.count, ({ actor, query }) => countLeads(db, actor, query));
  route(app, c.search, ({ actor, query }) => searchLeads(db, actor, query));
  route(app, c.filterOptions, ({ actor, query }) => filterOptions(db, actor, query));
  route(app, c.detail, ({ actor, params }) => getLead(db, actor, params.id));
  route(app, c.save, async ({ actor, body, reply }) => {
    const { id } = body;
    if (typeof id === 'string' && id.length > 2) {
      const parsed = LeadUpdateSchema.shape.id.safeParse(id);
      if (!parsed.success) throw notFound(MSG.problems.leadNotFound);
      return updateLead(db, actor, parsed.data, body);
    }
    return reply.status(201).send(await createLead(db, actor, body));
  });
  route(app, c.update, ({ actor, body }) => updateLead(db, actor, body.id, body));
  route(app, c.addComment, ({ actor, body }) => addComment(db, actor, body.leadId, body.text));
  route(app, c.changeStatus, ({ actor, body }) => changeStatus(db, actor, body.leadId, body.status));
  route(app, c.bulkStatus, ({ actor, body }) => bulkStatus(db, actor, body.leads, body.status));
  route(app, c.bulkFunnel, ({ actor, body }) => bulkFunnel(db, actor, body.leads, body.funnel));
  route(app, c.assign, ({ actor, body }) => assignLeads(db, actor, body));
  route(app, c.markAsDeleted, ({ actor, body }) => markAsDeleted(db, actor, body.leadsIds));
  route(app, c.restore, ({ actor, body }) => restoreLeads(db, actor, body.leadsIds));
  route(app, c.undo, ({ actor, body }) => undoLeadAction(db, actor, body.actionId));
  route(app, c.quickAction, ({ actor, query, body }) =>
    quickAction(db, actor, query.QUICK_ACTION, body.leadsIds),
  );
}
