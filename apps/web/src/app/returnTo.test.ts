import { beforeEach, describe, expect, it } from 'vitest';
import {
  loginPathFor,
  rememberPage,
  resetReturnTo,
  returnTarget,
  safeReturnPath,
  setReturnRoutes,
  withReturnTo,
} from '../lib/returnTo';
import { findRoute } from './routes';

setReturnRoutes((path) => findRoute(path)?.page);
beforeEach(() => resetReturnTo());

describe('return after login', () => {
  it('goes home when nothing sent the user to login', () => {
    expect(returnTarget(null)).toBe('/');
  });

  it('returns to the page shown before login (assets, withdraw, the trade screen)', () => {
    rememberPage('/pages/fund/assets');
    expect(returnTarget(null)).toBe('/pages/fund/assets');
    rememberPage('/pages/transaction/index?symbol=BTC%2FUSDT');
    expect(returnTarget(null)).toBe('/pages/transaction/index?symbol=BTC%2FUSDT');
  });

  it('never remembers the sign-in pages themselves', () => {
    rememberPage('/pages/fund/withdraw');
    for (const p of [
      '/pages/common/login',
      '/pages/common/register?code=AB',
      '/pages/common/forget',
      '/pages/common/area',
    ])
      rememberPage(p);
    expect(returnTarget(null)).toBe('/pages/fund/withdraw');
  });

  it('a step finished elsewhere names the page to come back to (binding a phone from identity verification)', () => {
    const bind = withReturnTo('/pages/setting/security?bind=phone', '/pages/setting/real');
    expect(bind).toBe('/pages/setting/security?bind=phone&redirect=%2Fpages%2Fsetting%2Freal');
    const back = new URLSearchParams(bind.split('?')[1]).get('redirect');
    expect(safeReturnPath(back)).toBe('/pages/setting/real');
    expect(withReturnTo('/pages/setting/security', '/pages/common/login')).toBe('/pages/setting/security');
    expect(withReturnTo('/pages/setting/security', 'https://evil.example')).toBe('/pages/setting/security');
  });

  it('prefers an explicit ?redirect= naming a page of the app', () => {
    rememberPage('/pages/market/market');
    expect(returnTarget('/pages/fund/withdraw')).toBe('/pages/fund/withdraw');
    expect(loginPathFor('/pages/fund/withdraw?currency=1')).toBe(
      '/pages/common/login?redirect=%2Fpages%2Ffund%2Fwithdraw%3Fcurrency%3D1',
    );
  });

  it('refuses redirects outside the app or to unknown pages', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil',
      '/no/such/page',
      'pages/fund/assets',
      '',
    ])
      expect(safeReturnPath(bad)).toBeNull();
    expect(returnTarget('https://evil.example')).toBe('/');
    expect(loginPathFor('/pages/common/login')).toBe('/pages/common/login');
    expect(loginPathFor(undefined)).toBe('/pages/common/login');
  });
});
