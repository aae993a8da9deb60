import { describe, expect, it, vi } from 'vitest';
import { closeOverlaysOnLeave } from './overlayBackstop';

/** A location store and a session store that tell their listeners what the test says. */
function sources() {
  const routeListeners: ((s: { location: { key: string } }) => void)[] = [];
  const sessionListeners: ((s: { token: string }, p: { token: string }) => void)[] = [];
  return {
    navigate: (key: string) => routeListeners.forEach((l) => l({ location: { key } })),
    setToken: (token: string, prev: string) => sessionListeners.forEach((l) => l({ token }, { token: prev })),
    locations: {
      current: () => ({ location: { key: 'default' } }),
      subscribe: (l: (s: { location: { key: string } }) => void) => routeListeners.push(l),
    },
    session: {
      subscribe: (l: (s: { token: string }, p: { token: string }) => void) => sessionListeners.push(l),
    },
  };
}

describe('the overlays backstop', () => {
  it('closes every overlay on each navigation (back, tab, redirect), not on a re-render of the same one', () => {
    const s = sources();
    const close = vi.fn();
    closeOverlaysOnLeave(s, close);
    s.navigate('default');
    expect(close).not.toHaveBeenCalled();
    s.navigate('k1');
    s.navigate('k1');
    s.navigate('k2');
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('closes every overlay when the session changes: logout, a 999 or a session ended elsewhere', () => {
    const s = sources();
    const close = vi.fn();
    closeOverlaysOnLeave(s, close);
    s.setToken('', 'token-1');
    expect(close).toHaveBeenCalledTimes(1);
    s.setToken('', '');
    expect(close).toHaveBeenCalledTimes(1);
  });
});
