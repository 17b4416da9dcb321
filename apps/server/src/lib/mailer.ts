import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail through `SMTP_URL`, or writes `.eml` files to `DATA_DIR/mail/` when it is absent (DESIGN.md §1). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const FROM = 'Leadhouse <no-reply@leadhouse.local>';

export function createMailer(opts: { smtpUrl: string | undefined; dataDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, ...mail });
      },
    };
  }
  // nodemailer builds the MIME message; we only store it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = path.join(opts.dataDir, 'mail');
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail });
      await mkdir(dir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
    },
  };
}

/** The part of a logger `sendInBackground` needs (Fastify's `request.log` or `app.log`). */
export interface MailLog {
  error(obj: object, msg?: string): void;
}

/**
 * Sends a mail without making the caller wait: the request answers in the same time whether or not a mail
 * goes out (no account enumeration by timing, SECURITY.md). `mail` is the message, or a task that prepares
 * it (e.g. stores a reset token first) and resolves to the message, or to `undefined` for none. A failure
 * is logged as `{event: 'mail', outcome: 'failure', purpose, errorCode}` with no address, subject or server
 * reply (those may carry personal data); it is never thrown.
 * @param purpose a fixed label for the log, e.g. `'password-reset'`.
 */
export function sendInBackground(
  mailer: Mailer,
  mail: Mail | (() => Promise<Mail | undefined>),
  log: MailLog,
  purpose: string,
): void {
  // Next macrotask: preparing, building and writing the message never runs inside the answering request.
  setImmediate(() => {
    const run = async () => {
      const message = typeof mail === 'function' ? await mail() : mail;
      if (message) await mailer.send(message);
    };
    run().catch((err: unknown) => {
      const e = err as { code?: unknown; name?: unknown } | null;
      const errorCode =
        typeof e?.code === 'string' ? e.code : typeof e?.name === 'string' ? e.name : 'unknown';
      log.error({ event: 'mail', outcome: 'failure', purpose, errorCode }, 'mail not sent');
    });
  });
}
