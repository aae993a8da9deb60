import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const closed: string[] = [];
vi.mock('antd-mobile/es/components/toast', () => ({
  default: {
    show: (p: { content: string } | string) => {
      const content = typeof p === 'string' ? p : p.content;
      calls.push(content);
      return { close: () => closed.push(content) };
    },
    clear: () => calls.push('clear'),
  },
}));

const { Toast } = await import('./overlays');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('overlays loaded on first use', () => {
  beforeEach(() => {
    calls.length = 0;
    closed.length = 0;
  });

  it('plays the calls made while the code loads, in order', async () => {
    Toast.show('one');
    Toast.show({ content: 'two' });
    Toast.clear();
    expect(calls).toEqual([]);
    await settle();
    expect(calls).toEqual(['one', 'two', 'clear']);
  });

  it('never shows a toast closed before its code arrived, and closes one that is up', async () => {
    Toast.show('early').close();
    const late = Toast.show('late');
    await settle();
    expect(calls).toEqual(['late']);
    late.close();
    expect(closed).toEqual(['late']);
  });
});
