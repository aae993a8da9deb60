import { describe, expect, it } from 'vitest';
import { MODULES } from '../app';
import { defineModule, installModules, type Platform, type Services } from './module';

const platform = {} as Platform;
const fake = <K extends keyof Services>(name: K) => ({ fake: name }) as unknown as Services[K];

describe('installModules (modules as plug-ins)', () => {
  it('sets modules up in list order, each seeing the services of those before it', async () => {
    const seen: string[] = [];
    const first = defineModule({ name: 'first', setup: () => ({ services: { ledger: fake('ledger') } }) });
    const second = defineModule({
      name: 'second',
      setup: ({ use }) => {
        seen.push((use('ledger') as unknown as { fake: string }).fake);
        return { services: { market: fake('market') }, routes: () => undefined };
      },
    });
    const { services, parts } = await installModules(platform, [first, second]);
    expect(seen).toEqual(['ledger']);
    expect(Object.keys(services).sort()).toEqual(['ledger', 'market']);
    expect(parts.map((p) => p.name)).toEqual(['first', 'second']);
  });

  it('names the module and the missing service when a module is listed before what it uses', async () => {
    const user = defineModule({
      name: 'user',
      setup: ({ use }) => ({ services: { kyc: fake('kyc') }, x: use('ledger') }),
    });
    await expect(installModules(platform, [user])).rejects.toThrow(/module user uses 'ledger'/);
  });

  it('refuses two modules providing the same service', async () => {
    const a = defineModule({ name: 'a', setup: () => ({ services: { ledger: fake('ledger') } }) });
    const b = defineModule({ name: 'b', setup: () => ({ services: { ledger: fake('ledger') } }) });
    await expect(installModules(platform, [a, b])).rejects.toThrow(/modules a and b both provide 'ledger'/);
  });

  it('resolves a later service only once every module is set up', async () => {
    let early: (() => Services['fiat']) | undefined;
    const a = defineModule({
      name: 'a',
      setup: ({ later }) => {
        early = later('fiat');
        expect(() => early?.()).toThrow(/module a uses 'fiat'/);
        return { services: { ledger: fake('ledger') } };
      },
    });
    const b = defineModule({ name: 'b', setup: () => ({ services: { fiat: fake('fiat') } }) });
    await installModules(platform, [a, b]);
    expect(early?.()).toEqual({ fake: 'fiat' });
  });

  it('the app is a list of uniquely named modules', () => {
    const names = MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['ledger', 'market', 'futures', 'spot', 'options', 'ops']));
  });
});
