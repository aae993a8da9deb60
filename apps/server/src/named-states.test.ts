import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
/** The app sources whose account types, NFT states and tier switches must be spelled by name. */
const SOURCE_DIRS = ['apps/server/src', 'apps/web/src', 'apps/console/src'];

/**
 * Account types, NFT sale modes and states, and options tier switches written as bare numbers: a reader has
 * to know that 2 is the spot account, an auction or a sale not started yet, and a typo compiles. The contract
 * names them (ACCOUNT_TYPE, NFT_PAY_TYPE, NFT_BUY_STATUS, NFT_BOX_STATUS, MICROTRADE_TIER_STATUS) and the
 * ledger picks a balance row by name (balanceIn).
 */
const BARE_STATES: readonly { what: string; pattern: RegExp }[] = [
  { what: 'account type constant', pattern: /\b(SPOT|FIAT|LEGAL|FUTURES|OPTIONS)(_ACCOUNT)?\s*=\s*[1-4]\b/ },
  { what: 'account type comparison', pattern: /\baccount_?[tT]ype\s*[!=]==\s*\d/ },
  { what: 'account type comparison', pattern: /\b\d\s*[!=]==\s*[\w.]*\baccount_?[tT]ype\b/ },
  { what: 'NFT pay type comparison', pattern: /\bpay_?[tT]ype\s*[!=]==\s*\d/ },
  { what: 'NFT pay type comparison', pattern: /\b\d\s*[!=]==\s*[\w.]*\bpay_?[tT]ype\b/ },
  { what: 'NFT pay type comparison', pattern: /\beq\(\s*[\w.]*\bpayType,\s*\d\s*\)/ },
  { what: 'NFT buy status comparison', pattern: /\bbuy_?[sS]tatus\s*[!=]==\s*\d/ },
  { what: 'NFT buy status comparison', pattern: /\b\d\s*[!=]==\s*[\w.]*\bbuy_?[sS]tatus\b/ },
  { what: 'NFT box status comparison', pattern: /\brarity_?[sS]tatus\s*[!=]==\s*\d/ },
  { what: 'NFT box status comparison', pattern: /\b\d\s*[!=]==\s*[\w.]*\brarity_?[sS]tatus\b/ },
  { what: 'options tier status comparison', pattern: /\btier\.status\s*[!=]==\s*\d/ },
  { what: 'options tier status comparison', pattern: /\beq\(\s*[\w.]*[tT]iers\.status,\s*\d\s*\)/ },
];

/** `file:line: what: text` for each bare state in `text`. */
function bareStates(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, n) => {
    for (const { what, pattern } of BARE_STATES)
      if (pattern.test(line)) found.push(`${file}:${n + 1}: ${what}: ${line.trim()}`);
  });
  return found;
}

/** Source files below `dir` (relative to the repository), tests left out: they may spell the wire's numbers. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(rel);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

describe('named states', () => {
  it('flags bare account types, pay types, sale states and tier switches, and passes named ones', () => {
    const bare = [
      'const SPOT = 2 as const;',
      'export const SPOT_ACCOUNT = 2;',
      'rows.find((r) => r.currencyId === id && r.accountType === 4);',
      "if (row.account_type !== 1) throw refuse('x');",
      'if (2 === b.accountType) return;',
      'if (item.payType !== 2) return null;',
      'const auction = input.pay_type === 2;',
      'eq(nftItems.payType, 2),',
      "return d.buy_status === 1 ? 'live' : 'over';",
      'if (0 !== item.buyStatus) return;',
      '{item.rarity_status === 1 ? (',
      "if (!tier || tier.status !== 1) throw refuse('x');",
      '.where(eq(optionTiers.status, 1))',
    ];
    for (const line of bare) expect(bareStates('f.ts', line), line).toHaveLength(1);
    expect(bareStates('a/b.ts', 'x\nif (d.pay_type === 3) y')).toEqual([
      'a/b.ts:2: NFT pay type comparison: if (d.pay_type === 3) y',
    ]);
    const named = [
      'rows.find((r) => r.accountType === ACCOUNT_TYPE.micro);',
      "const spot = balanceIn(rows, 'change', currencyId);",
      'if (item.payType !== NFT_PAY_TYPE.auction) return null;',
      'eq(nftItems.payType, NFT_PAY_TYPE.auction),',
      'const DEMO_USDT = 2;',
      "return d.buy_status === NFT_BUY_STATUS.buyable ? 'live' : 'over';",
      '{item.rarity_status === NFT_BOX_STATUS.opened ? (',
      "if (!tier || tier.status !== MICROTRADE_TIER_STATUS.on) throw refuse('x');",
      '.where(eq(optionTiers.status, MICROTRADE_TIER_STATUS.on))',
      'if (order.status !== 1) return;',
    ];
    for (const line of named) expect(bareStates('f.ts', line), line).toEqual([]);
  });

  it('the server, web and console spell account types, NFT states and tier switches by name', () => {
    const files = SOURCE_DIRS.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => bareStates(f, fs.readFileSync(path.join(root, f), 'utf8')));
    expect(found, `write these by name (the contract's named maps, balanceIn):\n${found.join('\n')}`).toEqual(
      [],
    );
  });
});
