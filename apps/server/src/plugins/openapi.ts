import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_ROUTES, type RouteContract } from '@leadhouse/domain';
import type { Config } from '../config.js';
import { fixOpenApi30Schemas, unionOverride } from './openapi.schemas.js';

/*
 * The OpenAPI document at `/api/docs/json` (UI at `/api/docs`), built from the route contracts (DESIGN.md
 * §4b; docs/decisions.md "OpenAPI document"). Each operation takes from its contract: `operationId` (the
 * contract's stable id, `leads.list`), `security` (`[]` when public, the bearer token or the intake key
 * otherwise), a description naming who may call it, a `text/csv` success answer for CSV routes and the
 * `multipart/form-data` body of the upload. Redocly (recommended) and Spectral (`spectral:oas`) find no
 * error in it (apps/server/src/test/openapi.test.ts), and every answer of the API tests is checked
 * against it (apps/server/src/test/openapi-check.ts).
 */

const bearer = [{ bearerAuth: [] }];
const apiKey = [{ apiKeyBearer: [] }, { apiKeyHeader: [] }];

/** Contracts by `METHOD /api/path/:param`, the route url the swagger transform sees. */
const CONTRACTS = new Map<string, RouteContract>(API_ROUTES.map((c) => [`${c.method} /api${c.path}`, c]));

/** Who may call a route, in words (the operation's description). */
function accessText(c: RouteContract): string {
  if (c.access === 'public') return 'Public: no token needed.';
  if (c.access === 'apiKey') return 'Intake API key: `Authorization: Bearer lh_…` or `X-Api-Key: lh_…`.';
  if (c.access === 'signedIn') return 'Any signed-in user (bearer token).';
  return `Signed-in users with the \`${c.access.feature}\` feature (\`allowedFeatures\`); others get 403.`;
}

const jsonSchemaTransform = createJsonSchemaTransform({
  zodToJsonConfig: { override: (ctx) => unionOverride(ctx as Parameters<typeof unionOverride>[0]) },
});
type Transformed = ReturnType<typeof jsonSchemaTransform>;

/** The swagger `transform`: zod → JSON Schema, then what the contract adds to the operation. */
function transform(input: Parameters<typeof jsonSchemaTransform>[0]): Transformed {
  const out = jsonSchemaTransform(input);
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
  const contract = CONTRACTS.get(`${method} ${input.url}`);
  if (!contract) return out;
  const schema = { ...(out.schema as Record<string, unknown>) };
  schema.operationId = contract.id;
  schema.description = accessText(contract);
  schema.security = contract.access === 'public' ? [] : contract.access === 'apiKey' ? apiKey : bearer;
  if (contract.media === 'csv') {
    schema.response = {
      ...(schema.response as object),
      200: {
        description: 'The CSV file (UTF-8, comma-separated, first row the headers), sent as an attachment',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
    };
  }
  if (contract.media === 'event-stream') {
    schema.response = {
      ...(schema.response as object),
      200: {
        description:
          'Server-Sent Events (`id:`, `event:`, `data:` JSON; first `ready`, keep-alive comments); send `Accept: text/event-stream`, resume with `Last-Event-ID`',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    };
  }
  if (contract.multipart) {
    schema.body = {
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary', description: 'The CSV file' } },
          },
        },
      },
    };
  }
  return { ...out, schema } as Transformed;
}

/** What each tag (module) of the contracts covers, for the document's global tags. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  leads: 'The leads list, counts, search, one lead, edits, comments, bulk actions (spec §2-§4, §7)',
  auth: 'Sign-in, sign-up, password reset and sign-out (spec §1)',
  users: 'Users and their roles, teams and features (spec §6)',
  pools: 'Lead pools and their members',
  health: 'Liveness and readiness',
  'leads import': 'CSV import: upload, preview, background job, cancel and its report (spec §5, §8)',
  'leads export': 'CSV export of leads and signed download links (spec §9)',
  integrations: 'Partner integrations, deliveries of leads and inbound postbacks',
  deposits: 'Deposits of a lead (minor units)',
  'api-keys': 'Intake API keys of affiliates',
  intake: 'Lead intake by API key (affiliates, landing pages) and visitor attribution',
  accounts: 'Accounts, their funds ledger, plans and statistics',
  domains: 'Domains proven by a TXT record, and their hosted landing pages',
  campaigns: 'Campaigns with their window figures',
  analytics: 'Dashboard, analytics and reports (rollups in the reporting time zone)',
  notifications: 'My notifications (the bell) and my live event stream (Server-Sent Events)',
};

/** The global tags, in the order the contracts first use them (Redocly warns of one left undescribed). */
const tags = [...new Set(API_ROUTES.map((c) => c.tag))].map((name) => ({
  name,
  description: TAG_DESCRIPTIONS[name],
}));

/**
 * Registers `@fastify/swagger` (document from the contracts, servers = `config.publicUrl`) and the UI at
 * `/api/docs`. Call before the routes are registered.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Leadhouse API',
        version: '0.1.0',
        description:
          'Lead-management back office API. Errors answer `{message, code, key?, params?, errors?}`; money is integer minor units.',
        contact: { name: 'Leadhouse', url: config.publicUrl },
      },
      servers: [{ url: config.publicUrl, description: 'This instance (PUBLIC_URL)' }],
      tags,
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Intake API keys (lh_…): as a bearer token or in X-Api-Key.
          apiKeyBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'lh_ API key' },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
    },
    transform,
    transformObject: (document) =>
      'openapiObject' in document ? fixOpenApi30Schemas(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
}
