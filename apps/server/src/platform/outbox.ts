import fs from 'node:fs/promises';
import path from 'node:path';
import type { Channel, CodeScene } from '@meridian/contract';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { Port } from './tx-hooks';

/** A verification code. */
export interface CodeMessage {
  channel: Channel;
  /** E-mail address, or the phone number with its area code (e.g. "+44 7700900123"). */
  to: string;
  scene: CodeScene;
  code: string;
  text: string;
}

/** A notice by e-mail (a security event): a subject and a plain text. */
export interface NoticeMessage {
  channel: 'email';
  kind: 'notice';
  to: string;
  subject: string;
  text: string;
}

export type OutgoingMessage = CodeMessage | NoticeMessage;

/** The anti-phishing phrase the owner of an e-mail address chose, null without one (a module provides it). */
export interface AntiPhishingPhrases {
  phraseFor(address: string): Promise<string | null>;
}

export interface Outbox {
  send(message: OutgoingMessage): Promise<void>;
  /** Every e-mail shows its recipient's phrase; provided by the module that keeps them. */
  readonly antiPhishing: Port<AntiPhishingPhrases>;
}

/** The e-mail's text with the recipient's phrase first, so a forged e-mail without it stands out. */
export function withPhrase(text: string, phrase: string | null): string {
  return phrase ? `Your anti-phishing code: ${phrase}\n\n${text}` : text;
}

/**
 * Delivers codes and notices. E-mail goes through SMTP when SMTP_URL is set; everything else (and e-mail
 * without SMTP) is appended as one JSON line to DATA_DIR/outbox.jsonl and logged — how tests and local users
 * read them. No SMS provider is configured in this issue, so SMS always lands in the outbox file. An e-mail
 * carries its recipient's anti-phishing phrase (in the text, and as `anti_phishing` on the outbox line).
 */
export function createOutbox(opts: {
  file: string;
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Outbox {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  const antiPhishing = new Port<AntiPhishingPhrases>('outbox: anti-phishing phrases');
  let queue: Promise<void> = Promise.resolve();

  const appendLine = (message: OutgoingMessage & { anti_phishing?: string }) => {
    const line = JSON.stringify({ ...message, at: new Date().toISOString() }) + '\n';
    // Serialise appends so concurrent sends never interleave partial lines.
    queue = queue.then(async () => {
      await fs.mkdir(path.dirname(opts.file), { recursive: true });
      await fs.appendFile(opts.file, line, { mode: 0o600 });
    });
    return queue;
  };

  const phraseOf = async (message: OutgoingMessage) =>
    message.channel === 'email' ? ((await antiPhishing.current?.phraseFor(message.to)) ?? null) : null;

  return {
    antiPhishing,
    async send(message) {
      const phrase = await phraseOf(message);
      const text = withPhrase(message.text, phrase);
      const what = 'kind' in message ? { kind: message.kind } : { scene: message.scene };
      if (transport && message.channel === 'email') {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: 'kind' in message ? `Meridian: ${message.subject}` : 'Meridian',
          text,
        });
        opts.log.info({ channel: message.channel, ...what }, 'message sent by e-mail');
        return;
      }
      await appendLine({ ...message, text, ...(phrase ? { anti_phishing: phrase } : {}) });
      opts.log.info({ channel: message.channel, to: message.to, ...what }, 'message written to outbox');
    },
  };
}
