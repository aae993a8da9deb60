import fs from 'node:fs/promises';
import path from 'node:path';
import type { Channel, CodeScene } from '@meridian/contract';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMessage {
  channel: Channel;
  /** E-mail address, or the phone number with its area code (e.g. "+44 7700900123"). */
  to: string;
  scene: CodeScene;
  code: string;
  text: string;
}

export interface Outbox {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Delivers codes. E-mail goes through SMTP when SMTP_URL is set; everything else (and e-mail without SMTP)
 * is appended as one JSON line to DATA_DIR/outbox.jsonl and logged — how tests and local users read codes.
 * No SMS provider is configured in this issue, so SMS always lands in the outbox file.
 */
export function createOutbox(opts: {
  file: string;
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Outbox {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  let queue: Promise<void> = Promise.resolve();

  const appendLine = (message: OutgoingMessage) => {
    const line = JSON.stringify({ ...message, at: new Date().toISOString() }) + '\n';
    // Serialise appends so concurrent sends never interleave partial lines.
    queue = queue.then(async () => {
      await fs.mkdir(path.dirname(opts.file), { recursive: true });
      await fs.appendFile(opts.file, line, { mode: 0o600 });
    });
    return queue;
  };

  return {
    async send(message) {
      if (transport && message.channel === 'email') {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: 'Meridian',
          text: message.text,
        });
        opts.log.info({ channel: message.channel, scene: message.scene }, 'code sent by e-mail');
        return;
      }
      await appendLine(message);
      opts.log.info(
        { channel: message.channel, to: message.to, scene: message.scene },
        'code written to outbox',
      );
    },
  };
}
