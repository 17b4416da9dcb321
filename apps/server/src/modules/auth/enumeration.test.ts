import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { users } from '../../db/schema/index.js';
import { ENGINES, makeUser, type TestApp, uniq, useTestApp } from '../../test/test-app.js';

/** Simulated mail-server latency: what a request that awaits the mail would leak. */
const SMTP_LATENCY_MS = 30;

/**
 * Every transport (the `.eml` writer in tests) answers after SMTP_LATENCY_MS, like a real mail server. A spy
 * on the shared `nodemailer` object, set for this file and restored after it: the server's files share one
 * process per worker (`isolate: false`), where a hoisted `vi.mock` does nothing once another file has
 * imported the mailer, and would stay for the files after this one.
 */
function slowMail() {
  const real = nodemailer.createTransport.bind(nodemailer) as (...a: unknown[]) => {
    sendMail: (m: unknown) => unknown;
  };
  return vi.spyOn(nodemailer, 'createTransport').mockImplementation(((...args: unknown[]) => {
    const transport = real(...args);
    const send = transport.sendMail.bind(transport);
    transport.sendMail = async (mail: unknown) => {
      await new Promise((r) => setTimeout(r, SMTP_LATENCY_MS));
      return send(mail);
    };
    return transport;
  }) as typeof nodemailer.createTransport);
}

let mailSpy: ReturnType<typeof slowMail>;
beforeAll(() => {
  mailSpy = slowMail();
});
afterAll(() => mailSpy.mockRestore());

/** Mail files (`.eml`, no `SMTP_URL`) addressed to `email`. */
function mailsTo(t: TestApp, email: string): string[] {
  const dir = path.join(t.config.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.includes(email.replace(/[^a-z0-9@._-]/gi, '_')));
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

describe.each(ENGINES)('no account enumeration on %s', (engine) => {
  const t = useTestApp(engine);
  let ip = 0;
  beforeAll(async () => {
    // The app's mail transport is the slow one (the check below means nothing without it).
    expect(mailSpy).toHaveBeenCalled();
  });

  /** Each request from its own address, so the per-IP limit (30/min) never answers instead. */
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.${ip >> 8}.${ip++ & 255}` });

  it('sign-up answers the same for a new and a taken address, mails the owner, creates no second account', async () => {
    const owner = await makeUser(t);
    const fresh = `${uniq()}@example.com`;
    const created = await post('/api/auth/signup', {
      name: 'New One',
      email: fresh,
      password: 'long-enough-1',
    });
    const taken = await post('/api/auth/signup', {
      name: 'Intruder',
      email: owner.email.toUpperCase(),
      password: 'long-enough-2',
    });
    expect(taken.statusCode).toBe(created.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual(created.json());
    await vi.waitFor(() => expect(mailsTo(t, owner.email)).toHaveLength(1), { timeout: 5_000 });
    expect(mailsTo(t, fresh)).toHaveLength(0);
    const rows = await t.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: owner.id, name: owner.name, passwordHash: owner.passwordHash });
  });

  it('forgot-password answers the same for a known and an unknown address', async () => {
    const user = await makeUser(t);
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: `${uniq()}@example.com` });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await vi.waitFor(() => expect(mailsTo(t, user.email)).toHaveLength(1), { timeout: 5_000 });
  });

  it('forgot-password takes the same time for a known and an unknown address', async () => {
    const user = await makeUser(t);
    const stranger = `${uniq()}@example.com`;
    let sent = 0;
    const timed = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await post('/api/auth/forgot-password', { email });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      expect(res.statusCode).toBe(200);
      // Background work (token, mail) must finish first, so it never lands inside the next measured request.
      if (email === user.email) {
        sent++;
        await vi.waitFor(() => expect(mailsTo(t, user.email)).toHaveLength(sent), { timeout: 5_000 });
      }
      await new Promise((r) => setTimeout(r, 2));
      return ms;
    };
    for (let i = 0; i < 5; i++) {
      await timed(user.email);
      await timed(stranger);
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 30; i++) {
      // Interleaved, order alternating, so load spikes hit both series alike.
      if (i % 2) {
        known.push(await timed(user.email));
        unknown.push(await timed(stranger));
      } else {
        unknown.push(await timed(stranger));
        known.push(await timed(user.email));
      }
    }
    const k = median(known);
    const u = median(unknown);
    // Awaiting the mail would add at least SMTP_LATENCY_MS to the known path. Generous bound for a loaded
    // 2-core CI: half that latency, or 50% of the faster path, whichever is larger.
    expect(Math.abs(k - u), `medians known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`).toBeLessThan(
      Math.max(SMTP_LATENCY_MS / 2, 0.5 * Math.min(k, u)),
    );
  });
});
