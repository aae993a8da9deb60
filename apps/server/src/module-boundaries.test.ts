import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule from '../../../eslint/module-boundaries.js';

const root = path.resolve(import.meta.dirname, '../../..');
const linter = new Linter({ cwd: root });
const config = (allowSchemaReferences: boolean): Linter.Config[] => [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { meridian: { rules: { 'module-boundaries': rule } } },
    rules: { 'meridian/module-boundaries': ['error', { allowSchemaReferences }] },
  },
];

/** The rule's messages for `code` written in `file` (relative to the repository root). */
function lint(file: string, code: string, allowSchemaReferences = true): string[] {
  return linter
    .verify(code, config(allowSchemaReferences), { filename: path.join(root, file) })
    .map((m) => m.message);
}

const wallet = 'apps/server/src/modules/wallet/wallet.service.ts';

describe('meridian/module-boundaries', () => {
  it("refuses another module's repo, schema, service or inner file", () => {
    for (const source of [
      '../ledger/statements.repo',
      '../ledger/ledger.schema',
      '../ledger/ledger.service',
      '../market/feed/session',
      '../market/feed',
    ]) {
      const messages = lint(wallet, `import { x } from '${source}';\nexport const y = x;`);
      expect(messages, source).toHaveLength(1);
      expect(messages[0]).toContain(source);
    }
  });

  it('names the entry to use instead', () => {
    const [message] = lint(
      'apps/server/src/modules/spot/market-maker/genesis.ts',
      "import type { Ledger } from '../../ledger/ledger.service';\nexport type L = Ledger;",
    );
    expect(message).toContain("'../../ledger'");
  });

  it('checks re-exports, dynamic imports and import types', () => {
    expect(lint(wallet, "export { x } from '../ledger/types';")).toHaveLength(1);
    expect(lint(wallet, "export * from '../ledger/types';")).toHaveLength(1);
    expect(lint(wallet, "export const m = import('../ledger/types');")).toHaveLength(1);
    expect(lint(wallet, "export type T = import('../ledger/types').EntryInput;")).toHaveLength(1);
  });

  it("allows another module's entry and a module's own files", () => {
    expect(lint(wallet, "import { Ledger } from '../ledger';\nexport const l = Ledger;")).toEqual([]);
    expect(lint(wallet, "import { Ledger } from '../ledger/index';\nexport const l = Ledger;")).toEqual([]);
    expect(lint(wallet, "import { a } from './currencies';\nexport const b = a;")).toEqual([]);
    expect(
      lint(
        'apps/server/src/modules/spot/market-maker/runner.ts',
        "import { s } from '../spot.service';\nexport const t = s;",
      ),
    ).toEqual([]);
  });

  it('treats files outside every module (app.ts, platform/, cli/) as outside', () => {
    const internal = "import { x } from './modules/ledger/ledger.repo';\nexport const y = x;";
    expect(lint('apps/server/src/app.ts', internal)).toHaveLength(1);
    expect(
      lint('apps/server/src/app.ts', "import { Ledger } from './modules/ledger';\nexport const l = Ledger;"),
    ).toEqual([]);
    expect(
      lint(
        'apps/server/src/platform/jobs/runner.ts',
        "import { x } from '../../modules/wallet/wallet.repo';\nexport const y = x;",
      ),
    ).toHaveLength(1);
  });

  it("lets a schema reference another module's schema (foreign keys) only when allowed", () => {
    const fk = "import { users } from '../account/account.schema';\nexport const u = users;";
    expect(lint('apps/server/src/modules/wallet/wallet.schema.ts', fk)).toEqual([]);
    expect(lint('apps/server/src/modules/wallet/wallet.schema.ts', fk, false)).toHaveLength(1);
    expect(lint(wallet, fk)).toHaveLength(1);
  });

  it('ignores package imports', () => {
    expect(lint(wallet, "import { Decimal } from '@meridian/contract';\nexport const d = Decimal;")).toEqual(
      [],
    );
  });
});
