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
