import type { SupportMessage } from '@meridian/contract/support';
import { describe, expect, it } from 'vitest';
import { threadPerson, threadPreview } from './support-view';

const msg = (over: Partial<SupportMessage>): SupportMessage => ({
  id: 1,
  thread_id: 1,
  sender: 'user',
  kind: 'text',
  text: '',
  image: null,
  client_id: null,
  operator_name: null,
  created_at: '2026-11-28T02:00:00.000Z',
  delivered_at: null,
  read_at: null,
  ...over,
});

describe('support inbox rows', () => {
  it('names a user by account and nickname, a visitor by its label', () => {
    expect(threadPerson({ user_id: 5, account: 'ann@example.com', nickname: 'Ann', visitor: null })).toBe(
      'ann@example.com · Ann',
    );
    expect(
      threadPerson({ user_id: 5, account: 'ann@example.com', nickname: 'ann@example.com', visitor: null }),
    ).toBe('ann@example.com');
    expect(threadPerson({ user_id: null, account: null, nickname: null, visitor: 'Visitor 3f2a' })).toBe(
      'Visitor 3f2a',
    );
    expect(threadPerson({ user_id: 9, account: null, nickname: null, visitor: null })).toBe('#9');
  });

  it('previews the last message on one line; replies start with "You", pictures show as [Picture]', () => {
    expect(threadPreview({ last_message: null })).toBe('No messages yet');
    expect(threadPreview({ last_message: msg({ text: 'Where is\nmy   deposit?' }) })).toBe(
      'Where is my deposit?',
    );
    expect(threadPreview({ last_message: msg({ sender: 'operator', text: 'Checking now' }) })).toBe(
      'You: Checking now',
    );
    expect(threadPreview({ last_message: msg({ kind: 'image', image: 'https://h/u/x.png' }) })).toBe(
      '[Picture]',
    );
  });
});
