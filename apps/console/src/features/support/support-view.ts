import type { OpsSupportThread } from '@meridian/contract/support';
import { SUP } from './strings';

/** Who a thread is with, as the inbox list and the thread header show it. */
export function threadPerson(
  t: Pick<OpsSupportThread, 'user_id' | 'account' | 'nickname' | 'visitor'>,
): string {
  if (t.user_id === null) return t.visitor ?? SUP.visitor;
  const account = t.account ?? `#${t.user_id}`;
  return t.nickname && t.nickname !== t.account ? `${account} · ${t.nickname}` : account;
}

/** The last message of a thread in one line: "You: …" for a reply, "[Picture]" for a picture without text. */
export function threadPreview(t: Pick<OpsSupportThread, 'last_message'>): string {
  const m = t.last_message;
  if (!m) return SUP.noMessages;
  const text = m.text.replace(/\s+/g, ' ').trim() || (m.image ? `[${SUP.picture}]` : '');
  return m.sender === 'operator' ? `${SUP.you}: ${text}` : text;
}
