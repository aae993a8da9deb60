import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The suffix of `<topic>.<role>.ts`: what the file is for (ROLES.md says what each one holds). */
export const ROLES = [
  'schema',
  'repo',
  'service',
  'routes',
  'ops-routes',
  'jobs',
  'subscribers',
  'hooks',
  'commands',
  'view',
  'realtime',
  'deps',
  'rules',
  'testing',
] as const;

/** Plain names that are a role spelled another way (`ops.ts`, `settler.ts`, `copy-jobs.ts`, `ports.ts` …). */
const ROLE_IN_DISGUISE =
  /^(?:module|ops|ports|settler|settle|[a-z0-9-]*-(?:ops|jobs|settler|routes|service|repo|schema|deps|ports|testing))$|^(?:schema|repo|service|routes|jobs|subscribers|hooks|commands|view|realtime|deps|rules|testing)$/;
const TOPIC = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Why `file` (relative to modules/, '/'-separated) fits no role, or null when it fits one. Tests follow the
 * file they test and are not checked; everything under a module's `demo/` folder is demo content.
 */
export function misfit(file: string): string | null {
  const [module, ...rest] = file.split('/');
  const base = rest.at(-1);
  if (!module || !base || /\.test\.ts$/.test(base)) return null;
  if (rest.slice(0, -1).includes('demo')) return null;
  if (!base.endsWith('.ts')) return 'only demo/ holds files other than TypeScript';
  if (base === 'index.ts') return null;
  const parts = base.slice(0, -'.ts'.length).split('.');
  if (parts.some((p) => !TOPIC.test(p))) return 'names are lower-case kebab-case words';
  if (parts.length === 1) {
    if (parts[0]!.startsWith('demo-')) return `demo content lives in ${module}/demo/`;
    return ROLE_IN_DISGUISE.test(parts[0]!) ? `'${parts[0]}' is a role: write it <topic>.<role>.ts` : null;
  }
  const [topic, role] = parts as [string, string];
  if (parts.length > 2) return `one dot at most: <topic>.<role>.ts (found ${parts.length - 1})`;
  if (role === 'module')
    return rest.length === 1 && topic === module
      ? null
      : `the module's definition is ${module}/${module}.module.ts`;
  if (role === 'routes' && module !== 'ops' && (topic === 'ops' || topic.endsWith('-ops')))
    return `operator routes are <topic>.ops-routes.ts`;
  return (ROLES as readonly string[]).includes(role)
    ? null
    : `'.${role}' is no role: use one of ROLES.md or name the file <topic>.ts`;
}

const MODULES = import.meta.dirname;

/** Every file of every module, relative to modules/. */
function moduleFiles(): string[] {
  return fs
    .readdirSync(MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(MODULES, d.name), { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile())
        .map((f) => path.relative(MODULES, path.join(f.parentPath, f.name)).split(path.sep).join('/')),
    );
}

describe('file roles: the checker', () => {
  it('accepts the template', () => {
    for (const file of [
      'futures/index.ts',
      'futures/futures.module.ts',
      'futures/futures.schema.ts',
      'futures/futures.ops-routes.ts',
      'invest/invest-ops.service.ts',
      'invest/settlement/invest.jobs.ts',
      'copytrade/engine/copy.deps.ts',
      'spot/market-maker/ladder.testing.ts',
      'futures/trigger-levels.ts',
      'nft/demo/media/box.png',
      'futures/futures.burst.int.test.ts',
    ])
      expect(misfit(file), file).toBeNull();
  });

  it('refuses a role spelled another way, an unknown role and a misplaced definition', () => {
    for (const file of [
      'loans/loans.ops.ts',
      'options/options.settler.ts',
      'invest/settlement/invest-settler.ts',
      'lockming/engine/lockming-jobs.ts',
      'copytrade/copytrade.ports.ts',
      'wallet/testing.ts',
      'futures/rules.ts',
      'futures/futures.money.ts',
      'lockming/lockming.ops.service.ts',
      'spot/market-maker/spot.module.ts',
      'futures/Futures.ts',
      'wallet/demo-deposit-addresses.ts',
      'support/support-ops.routes.ts',
      'futures/notes.md',
    ])
      expect(misfit(file), file).toEqual(expect.any(String));
  });
});

describe('file roles: the modules', () => {
  it('reads the tree (every module has its entry and its definition)', () => {
    const files = new Set(moduleFiles());
    const modules = [...new Set([...files].map((f) => f.split('/')[0]!))];
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((m) => !files.has(`${m}/index.ts`) || !files.has(`${m}/${m}.module.ts`))).toEqual(
      [],
    );
  });

  it('name every file after its role (ROLES.md)', () => {
    const misfits = moduleFiles().flatMap((f) => {
      const why = misfit(f);
      return why === null ? [] : [`${f}: ${why}`];
    });
    expect(misfits).toEqual([]);
  });
});
