import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A screen's loading, error and empty states go through components/QueryView.tsx, so every page handles them
 * alike (stale data kept through a failed refetch, a loading deadline, retry). This fails on a feature view that
 * branches on a query's state by hand: `.isError` anywhere, `.isPending` / `.isLoading` / `.isSuccess` outside a
 * button's `loading=` / `disabled=`, `data === undefined` choosing what to show, or a LoadingView / ErrorView
 * drawn by hand (a skeleton goes in QueryView's `loading` slot, which still gives way to an error past the
 * deadline). A mutation's state (a button busy, a row being closed) is not a screen state and passes.
 */

const SRC = path.resolve(import.meta.dirname, '..');
const FEATURES = import.meta.dirname;

/**
 * The few places that read a query's state for something other than choosing a screen state, and why; `line`
 * is found in the flagged line joined to the code line before it.
 */
const ALLOWED: { file: string; line: string; why: string }[] = [
  {
    file: 'trade/pages/TradeIndex.tsx',
    line: '<Suspense fallback={<LoadingView />}>',
    why: "the futures and options tickets' code loads when chosen; they show this loading view for their own data too",
  },
  {
    file: 'coupons/components/CouponPicker.tsx',
    line: 'loading: query.isPending && opts.loggedIn',
    why: "a ticket's coupon row stays hidden until the usable coupons arrive; the ticket does not wait for them",
  },
  {
    file: 'home/pages/Home.tsx',
    line: 'demo.isPending && demo.failureCount === 0',
    why: 'the home body is mounted at once but kept invisible until the demo status is known, so nothing moves',
  },
  {
    file: 'home/components/HomePopup.tsx',
    line: 'demo.isPending || (demo.data?.enabled',
    why: "the operator's pop-up waits while the demo notice may still be showing: one notice at a time",
  },
  {
    file: 'earn/components/CardQueryView.tsx',
    line: 'query.data !== undefined',
    why: "QueryView's states at a card's size for the earn hub, which shows several cards at once",
  },
  {
    file: 'earn/components/CardQueryView.tsx',
    line: 'if (query.isError)',
    why: "QueryView's states at a card's size for the earn hub, which shows several cards at once",
  },
  {
    file: 'loans/pages/LoanDetail.tsx',
    line: 'loan.data === undefined && loan.error instanceof ApiError',
    why: 'a refused loan id is "no such loan of mine", which a generic load error cannot say',
  },
  {
    file: 'lockming/pages/LockmingBuy.tsx',
    line: 'spot.query.data !== undefined',
    why: 'until the balance is read the form does not call an amount "insufficient"; no view depends on it',
  },
  {
    file: 'lockming/pages/LockmingOrders.tsx',
    line: '<LoadingView onRetry={() => void fetchNextPage()} />',
    why: 'the pager: the ended tab keeps loading pages while the first ones hold running locks only',
  },
  {
    file: 'spot/components/SpotTrade.tsx',
    line: 'balancesKnown={wallet.data !== undefined}',
    why: 'until the balances are read the ticket does not call an amount "insufficient"; no view depends on it',
  },
  {
    file: 'support/pages/ChatPage.tsx',
    line: 'refused ? ( <ErrorView',
    why: "a thread the server refused shows the server's own reason, which a generic load error cannot say",
  },
];

function sources(dir: string, test: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(full, test);
    return test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Comments blanked (line numbers kept): what a comment says about isPending is not code. */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The hooks that are react-query mutations: they call useMutation, or another such hook, and no query. */
function mutationHooks(files: string[]): Set<string> {
  const bodies = new Map<string, string>();
  for (const file of files) {
    const chunks = code(fs.readFileSync(file, 'utf8')).split(
      /\n(?=(?:export )?(?:async )?(?:function|const|let|class|interface|type) )/,
    );
    for (const chunk of chunks) {
      const name = /^(?:export )?(?:async )?(?:function|const) (use\w+)/.exec(chunk.trimStart())?.[1];
      if (name) bodies.set(name, chunk);
    }
  }
  const found = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, body] of bodies) {
      if (found.has(name) || /\buse(Infinite)?Query\(/.test(body)) continue;
      const calls = [...body.matchAll(/\b(use\w+)\(/g)].map((m) => m[1] ?? '');
      if (calls.some((c) => c === 'useMutation' || (c !== name && found.has(c)))) {
        found.add(name);
        grew = true;
      }
    }
  }
  return found;
}

/** Whether column `at` of `line` sits inside a `loading={…}` or `disabled={…}` prop. */
function inButtonProp(line: string, at: number): boolean {
  const open = [...line.slice(0, at).matchAll(/\b(loading|disabled)=\{/g)].at(-1);
  if (!open) return false;
  const between = line.slice(open.index + open[0].length, at);
  return (between.match(/\{/g)?.length ?? 0) >= (between.match(/\}/g)?.length ?? 0);
}

interface Hit {
  /** `line: text (why)` */
  text: string;
  /** the line after the code line before it, for the allow-list */
  context: string;
}

/** Every hand-written branch on a query's state in one source. */
function screenStateBranches(text: string, mutations: Set<string>): Hit[] {
  const lines = code(text).split('\n');
  const mutationVars = new Set(
    [...text.matchAll(/\bconst (\w+) = (use\w+)\(/g)]
      .filter((m) => m[2] === 'useMutation' || mutations.has(m[2] ?? ''))
      .map((m) => m[1]),
  );
  const found: Hit[] = [];
  lines.forEach((line, i) => {
    const before = lines.slice(0, i).findLast((l) => l.trim() !== '') ?? '';
    const hit = (why: string) => {
      const text = `${i + 1}: ${line.trim()} (${why})`;
      if (!found.some((h) => h.text === text))
        found.push({ text, context: `${before.trim()} ${line.trim()}` });
    };
    for (const m of line.matchAll(/\b(\w+)\.(isError|isLoadingError|isPending|isLoading|isSuccess)\b/g)) {
      if (mutationVars.has(m[1])) continue;
      // handed on to QueryView as a query's part (`{ ...q, data }` reads better, but it is not a branch)
      if (line.slice(0, m.index).endsWith('isError: ')) continue;
      const state = m[2] ?? '';
      if (state === 'isError' || state === 'isLoadingError') hit(state);
      else if (inButtonProp(line, m.index)) continue;
      else hit(state);
    }
    if (/\.data\s*[!=]==?\s*undefined\b|\bundefined\s*[!=]==?\s*[\w.?]+\.data\b/.test(line))
      hit('data === undefined');
    if (/<(LoadingView|ErrorView)\b/.test(line)) hit('a state view drawn by hand');
  });
  return found;
}

const mutations = mutationHooks(sources(SRC, (n) => /\.tsx?$/.test(n)));
const views = sources(FEATURES, (n) => n.endsWith('.tsx'));
const rel = (file: string) => path.relative(FEATURES, file).split(path.sep).join('/');
const allowed = (file: string, hit: Hit) =>
  ALLOWED.some((a) => a.file === rel(file) && hit.context.includes(a.line));

describe('screen states', () => {
  it('go through QueryView: no feature view branches on a query’s state by hand', () => {
    const offenders = views.flatMap((file) =>
      screenStateBranches(fs.readFileSync(file, 'utf8'), mutations)
        .filter((hit) => !allowed(file, hit))
        .map((hit) => `${rel(file)}:${hit.text}`),
    );
    expect(offenders).toEqual([]);
  });

  it('are allowed by hand only where each entry still matches a line and says why', () => {
    const stale = ALLOWED.filter(
      (a) =>
        !a.why ||
        !views.some(
          (file) =>
            rel(file) === a.file &&
            screenStateBranches(fs.readFileSync(file, 'utf8'), mutations).some((h) =>
              h.context.includes(a.line),
            ),
        ),
    );
    expect(stale).toEqual([]);
  });

  it('are told apart from a mutation’s state and a button’s busy prop', () => {
    const source = [
      'const list = useThings();',
      'const save = useMutation({ mutationFn });',
      'if (list.isPending) return <LoadingView />;', // 2 hits: isPending, LoadingView
      'if (list.isError) return null;',
      'const rows = list.data === undefined ? [] : list.data;',
      '<Button loading={save.isPending} disabled={list.isPending || !ok} />',
      'const busy = save.isPending;',
      '{list.isPending ? (',
      '  <QuoteSkeleton rows={4} />',
      ') : null}', // 8: a skeleton by hand never times out
      '// list.isError in a comment',
      '<QueryView query={{ data: rows, isError: list.isError, refetch }} />',
    ].join('\n');
    expect(screenStateBranches(source, new Set()).map((h) => h.text.split(':')[0])).toEqual([
      '3',
      '3',
      '4',
      '5',
      '8',
    ]);
    expect(mutationHooks([])).toEqual(new Set());
  });
});
