import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { canonicalTimeZone } from '@leadhouse/domain';
import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SMTP_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  IMPORT_STALE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  INTAKE_DUPLICATE_WINDOW_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(86_400),
  INTAKE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  VISITOR_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  INTEGRATION_ALLOW_HOSTS: z.string().max(10_000).optional(),
  INTEGRATION_STALE_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  DNS_SERVERS: z.string().max(2_000).optional(),
  TZ: z
    .string()
    .max(64)
    .refine((v) => canonicalTimeZone(v) !== undefined, 'TZ must be an IANA time zone like Europe/Berlin')
    .default('UTC'),
  INTEGRATION_SECRET_KEY: z
    .string()
    .min(32, 'INTEGRATION_SECRET_KEY must be at least 32 characters')
    .optional(),
  WEB_CONCURRENCY: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
});

/** Parsed configuration; `process.env` is read only here (STYLE.md §6). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Base URL used in mailed links, e.g. `http://localhost:3000`. */
  publicUrl: string;
  /** Built web app folder served with SPA fallback; absent folder = API only. */
  webDist: string;
  /**
   * Seconds without a heartbeat (one per committed unit of 5,000 rows) after which an import counts as
   * orphaned by a dead process and another process takes it over (`IMPORT_STALE_SECONDS`, default 60).
   * Keep it well above the time one unit takes. Optional so tests' configs may leave it out.
   */
  importStaleSeconds?: number;
  /**
   * Lead intake (docs/decisions.md "Lead pipeline"): a post matching the same affiliate's live lead created
   * within this many seconds answers 200 `duplicate` (`INTAKE_DUPLICATE_WINDOW_SECONDS`, default 86,400);
   * requests per API key per minute (`INTAKE_RATE_LIMIT_PER_MINUTE`, default 600); `GET /api/visitor`
   * requests per IP per minute (`VISITOR_RATE_LIMIT_PER_MINUTE`, default 120). Optional for tests' configs.
   */
  intakeDuplicateWindowSeconds?: number;
  intakeRatePerMinute?: number;
  visitorRatePerMinute?: number;
  /**
   * Host names, addresses or CIDRs outbound deliveries may reach despite the private-range guard
   * (`INTEGRATION_ALLOW_HOSTS`, comma or space separated; DESIGN.md §4b). Tests use `127.0.0.1`.
   */
  integrationAllowHosts?: string;
  /** Key material for integration secrets at rest (`INTEGRATION_SECRET_KEY`); absent: the JWT secret. */
  integrationSecretKey?: string;
  /**
   * Seconds after which a delivery attempt without a result counts as lost with its worker and is taken
   * back (`INTEGRATION_STALE_SECONDS`; default: the 30 s request timeout + 30 s).
   */
  integrationStaleSeconds?: number;
  /**
   * The reporting time zone (`TZ`, IANA, default UTC; DESIGN.md §4b): analytics days, windows and rollups.
   * Changing it rebuilds the rollups at start-up (docs/decisions.md "Campaigns and analytics").
   * Optional so tests' configs may leave it out (then UTC).
   */
  timeZone?: string;
  /**
   * DNS servers the domain checks ask for TXT records (`DNS_SERVERS`, comma or space separated, e.g.
   * `1.1.1.1, 8.8.8.8` or `127.0.0.1:5353`); absent: the system's resolvers.
   */
  dnsServers?: string[];
  /**
   * Server processes sharing the port (`WEB_CONCURRENCY`, a number or `auto` = the available CPUs; default
   * 1). More than one needs `DATABASE_URL` (PGlite is one process's embedded database): server.ts then forks
   * that many workers with node:cluster. Optional so tests' configs may leave it out.
   */
  webConcurrency?: number;
}

/**
 * Reads the environment once. `JWT_SECRET`, when absent, is generated and kept in `DATA_DIR/jwt-secret`
 * so tokens survive a restart (DESIGN.md §1). A relative `DATA_DIR` is resolved against the folder npm was
 * run from (`INIT_CWD`), else the process's working folder.
 * @throws Error listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // npm runs a workspace's script in the workspace folder (apps/server); a relative DATA_DIR means the folder
  // the user ran npm from (npm's INIT_CWD), so `npm start` at the repository root keeps its data in ./data.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    importStaleSeconds: e.IMPORT_STALE_SECONDS,
    intakeDuplicateWindowSeconds: e.INTAKE_DUPLICATE_WINDOW_SECONDS,
    intakeRatePerMinute: e.INTAKE_RATE_LIMIT_PER_MINUTE,
    visitorRatePerMinute: e.VISITOR_RATE_LIMIT_PER_MINUTE,
    integrationAllowHosts: e.INTEGRATION_ALLOW_HOSTS,
    integrationSecretKey: e.INTEGRATION_SECRET_KEY,
    integrationStaleSeconds: e.INTEGRATION_STALE_SECONDS,
    dnsServers: e.DNS_SERVERS?.split(/[\s,]+/).filter(Boolean),
    timeZone: canonicalTimeZone(e.TZ),
    webConcurrency: e.WEB_CONCURRENCY === 'auto' ? availableParallelism() : e.WEB_CONCURRENCY,
  };
}

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
