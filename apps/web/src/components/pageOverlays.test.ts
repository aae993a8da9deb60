import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for antd-mobile's imperative Dialog / ActionSheet: remembers what is on screen and its props. */
interface FakeAction {
  key: string;
  text?: unknown;
  onClick?: () => unknown;
}
interface FakeProps {
  content?: unknown;
  actions: FakeAction[] | FakeAction[][];
  onClose?: () => void;
}
interface Shown {
  kind: 'dialog' | 'sheet';
  props: FakeProps;
  open: boolean;
}
const shown: Shown[] = [];
function fakeShow(kind: Shown['kind']) {
  return (props: FakeProps) => {
    const entry: Shown = { kind, props, open: true };
    shown.push(entry);
    return {
      close: () => {
        if (!entry.open) return;
        entry.open = false;
        props.onClose?.();
      },
    };
  };
}
vi.mock('antd-mobile/es/components/dialog', () => ({ default: { show: fakeShow('dialog') } }));
vi.mock('antd-mobile/es/components/action-sheet', () => ({ default: { show: fakeShow('sheet') } }));
vi.mock('antd-mobile/es/components/config-provider', () => ({
  getDefaultConfig: () => ({
    locale: { common: { confirm: 'OK', cancel: 'Cancel' }, Dialog: { ok: 'Got it' } },
  }),
}));

const { closeAllOverlays, createOverlayScope, openOverlayCount } = await import('./pageOverlays');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Presses a dialog button as antd-mobile does with closeOnAction: the action, then the close. */
async function press(entry: Shown, key: 'confirm' | 'cancel') {
  const action = entry.props.actions.flat().find((a) => a.key === key)!;
  await action.onClick?.();
  entry.open = false;
  entry.props.onClose?.();
}
const lastDialog = () => shown.filter((s) => s.kind === 'dialog').at(-1)!;

describe('page-bound overlays', () => {
  beforeEach(() => {
    shown.length = 0;
    closeAllOverlays();
  });

  it('answers true when confirmed while the page is mounted, false when cancelled', async () => {
    const page = createOverlayScope();
    const yes = page.confirm({ content: 'sure?' });
    await settle();
    expect(
      lastDialog()
        .props.actions.flat()
        .map((a) => a.text),
    ).toEqual(['Cancel', 'OK']);
    await press(lastDialog(), 'confirm');
    await expect(yes).resolves.toBe(true);

    const no = page.confirm({ content: 'sure?' });
    await settle();
    await press(lastDialog(), 'cancel');
    await expect(no).resolves.toBe(false);
    expect(openOverlayCount()).toBe(0);
  });

  it('closes a confirmation when its page leaves, and answers false', async () => {
    const page = createOverlayScope();
    const answer = page.confirm({ content: 'place the order?' });
    await settle();
    expect(lastDialog().open).toBe(true);
    page.leave();
    expect(lastDialog().open).toBe(false);
    await expect(answer).resolves.toBe(false);
    expect(openOverlayCount()).toBe(0);
  });

  it('ignores a confirm pressed after the page left: no action, answer false', async () => {
    const page = createOverlayScope();
    const onConfirm = vi.fn();
    const answer = page.confirm({ content: 'subscribe?', onConfirm });
    await settle();
    const dialog = lastDialog();
    page.leave();
    // the button of a dialog still fading out
    await press(dialog, 'confirm');
    expect(onConfirm).not.toHaveBeenCalled();
    await expect(answer).resolves.toBe(false);
  });

  it('never shows a dialog asked for by a page that left before its code arrived', async () => {
    const page = createOverlayScope();
    const answer = page.confirm({ content: 'early' });
    page.leave();
    await settle();
    expect(shown).toEqual([]);
    await expect(answer).resolves.toBe(false);
    // nor one asked for afterwards
    await expect(page.confirm({ content: 'late' })).resolves.toBe(false);
    await settle();
    expect(shown).toEqual([]);
  });

  it('opens again after StrictMode’s trial unmount', async () => {
    const page = createOverlayScope();
    page.leave();
    page.enter();
    const answer = page.confirm({ content: 'sure?' });
    await settle();
    await press(lastDialog(), 'confirm');
    await expect(answer).resolves.toBe(true);
  });

  it('closes every page’s dialogs, alerts and action sheets on close-all (route change, logout, 999)', async () => {
    const a = createOverlayScope();
    const b = createOverlayScope();
    const confirmed = a.confirm({ content: 'a' });
    const alerted = b.alert({ content: 'b' });
    b.actionSheet({ actions: [{ key: 'x', text: 'x' }] });
    await settle();
    expect(shown.map((s) => s.open)).toEqual([true, true, true]);
    expect(openOverlayCount()).toBe(3);
    closeAllOverlays();
    expect(shown.map((s) => s.open)).toEqual([false, false, false]);
    await expect(confirmed).resolves.toBe(false);
    await expect(alerted).resolves.toBeUndefined();
    expect(openOverlayCount()).toBe(0);
    // the pages themselves are still mounted
    expect(a.alive && b.alive).toBe(true);
  });

  it('answers the values it showed, copied when it opened, whatever the form does meanwhile', async () => {
    const page = createOverlayScope();
    const form = { side: 'buy', amount: '1.5', extra: { coupon: 'c1' } };
    const answer = page.confirmValues(form, (v) => ({ content: `${v.side} ${v.amount}` }));
    form.amount = '999';
    form.extra.coupon = 'c2';
    await settle();
    expect(lastDialog().props.content).toBe('buy 1.5');
    await press(lastDialog(), 'confirm');
    const sent = await answer;
    expect(sent).toEqual({ side: 'buy', amount: '1.5', extra: { coupon: 'c1' } });
    expect(Object.isFrozen(sent) && Object.isFrozen(sent!.extra)).toBe(true);
  });

  it('answers no values when the page left', async () => {
    const page = createOverlayScope();
    const answer = page.confirmValues({ amount: '1' }, (v) => ({ content: v.amount }));
    await settle();
    page.leave();
    await expect(answer).resolves.toBeUndefined();
  });

  it('runs an action sheet’s actions only while its page is mounted', async () => {
    const page = createOverlayScope();
    const onClick = vi.fn();
    page.actionSheet({ actions: [{ key: 'fav', text: 'fav', onClick }] });
    await settle();
    const sheet = shown.at(-1)!;
    const fav = () => (sheet.props.actions as FakeAction[])[0]!.onClick?.();
    fav();
    expect(onClick).toHaveBeenCalledTimes(1);
    page.leave();
    expect(sheet.open).toBe(false);
    fav();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
