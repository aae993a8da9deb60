import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Two habits the shared helpers replace, caught in every web source (tests aside): a number with "%" stuck on
 * by hand (French writes "12,5 %", Turkish "%12,5": only the shared percent formatter knows), and a decimal
 * pattern for typed amounts written again instead of lib/amountInput.ts. Translations are left out: each
 * language's text places its own "%". CSS lengths ("width: `${x}%`") are not figures and pass.
 */

const SRC = path.resolve(__dirname, '..');
const AMOUNT_INPUT = path.join(SRC, 'lib', 'amountInput.ts');
const TRANSLATIONS = path.join(SRC, 'i18n', 'locales');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === TRANSLATIONS ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** A CSS length or position (`width: `${w}%``, `left: …`), not a figure someone reads. */
const CSS_LENGTH =
  /\b(width|height|left|right|top|bottom|inset|margin|padding|radius|flexBasis|transform)\b['"]?\s*:/;

/** A number and "%" put together by hand: `${x}%`, `${x} %`, JSX `{x}%`, `+ '%'`. */
const HAND_PERCENT = [/\$\{[^}]*\}\s?%/, /\{[^{}]*\}\s?%\s*(<|$)/, /\+\s*['"`]\s?%/, /['"`]\s?%['"`]\s*\+/];

/** A pattern for typed decimals: a point next to digits ("\d+(\.\d+)?", "\.\d*"), or a digit filter ("[^\d.]", "\D"). */
const DECIMAL_PATTERN = [
  /\\\.\s*(\\d|\[0-9\])/,
  /(\\d|\[0-9\])[*+?]?\)?\??\\\./,
  /\[\^(\\d|0-9)\.?\]/,
  /\\D/,
];

function offenders(patterns: RegExp[], skip: (file: string, line: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of sources(SRC)) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.trim().startsWith('//') || line.trim().startsWith('*')) return;
        if (!skip(file, line) && patterns.some((p) => p.test(line)))
          found.push(`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('hand-written figures in the web sources', () => {
  it('finds the sources (the scan is not looking at an empty folder)', () => {
    const files = sources(SRC).map((f) => path.relative(SRC, f));
    expect(files).toContain(path.join('lib', 'amountInput.ts'));
    expect(files.length).toBeGreaterThan(100);
  });

  it('no number gets its "%" by hand: formatPercent, formatPercentFigure or <Percent> write it', () => {
    const found = offenders(HAND_PERCENT, (_file, line) => CSS_LENGTH.test(line));
    expect(found, `\n${found.join('\n')}\n`).toEqual([]);
  });

  it('no decimal-input pattern outside lib/amountInput.ts', () => {
    const found = offenders(DECIMAL_PATTERN, (file) => file === AMOUNT_INPUT);
    expect(found, `\n${found.join('\n')}\n`).toEqual([]);
  });

  it('the checks see what they are meant to catch', () => {
    expect(HAND_PERCENT.some((p) => p.test('{`${formatNumber(x)}%`}'))).toBe(true);
    expect(HAND_PERCENT.some((p) => p.test('  {p}%'))).toBe(true);
    expect(HAND_PERCENT.some((p) => p.test('`${v} %`'))).toBe(true);
    expect(CSS_LENGTH.test('style={{ width: `${w}%` }}')).toBe(true);
    expect(DECIMAL_PATTERN.some((p) => p.test(String.raw`const A = /^\d+(\.\d+)?$/;`))).toBe(true);
    expect(DECIMAL_PATTERN.some((p) => p.test(String.raw`/^\d*\.?\d*$/`))).toBe(true);
    expect(DECIMAL_PATTERN.some((p) => p.test(String.raw`raw.replace(/[^\d.]/g, '')`))).toBe(true);
    expect(DECIMAL_PATTERN.some((p) => p.test(String.raw`/^[1-9]\d{0,15}$/`))).toBe(false);
  });
});
