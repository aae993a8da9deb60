import { describe, expect, it } from 'vitest';
import { canShare, inviteUrl, posterFileName, wrapText } from './share';

/** One unit per character: easy widths to reason about. */
const chars = (s: string) => Array.from(s).length;

describe('invite share helpers', () => {
  it('builds the absolute register link of a code', () => {
    expect(inviteUrl('AB12CD34', 'https://meridian.example')).toBe(
      'https://meridian.example/h5/#/pages/common/register?code=AB12CD34',
    );
  });

  it('names the poster after the code, keeping only safe characters', () => {
    expect(posterFileName('AB12CD34')).toBe('invite-AB12CD34.png');
    expect(posterFileName('A/B..')).toBe('invite-AB.png');
  });

  it('shares only where the browser can', () => {
    expect(canShare({})).toBe(false);
    const share = () => Promise.resolve();
    expect(canShare({ share })).toBe(true);
    expect(canShare({ share }, { files: [] })).toBe(false);
    expect(canShare({ share, canShare: () => true }, { files: [] })).toBe(true);
  });

  it('wraps at spaces within the width', () => {
    expect(wrapText('Trade together and earn twenty percent', 16, chars)).toEqual([
      'Trade together',
      'and earn twenty',
      'percent',
    ]);
  });

  it('wraps text without spaces between characters', () => {
    expect(wrapText('邀请好友一起交易赚取返佣', 5, chars)).toEqual(['邀请好友一', '起交易赚取', '返佣']);
  });

  it('keeps at most maxLines, the last ending with an ellipsis', () => {
    expect(wrapText('one two three four five six', 9, chars, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('abcdefghij klmnop', 6, chars, 1)).toEqual(['abcde…']);
    expect(wrapText('', 10, chars)).toEqual([]);
  });
});
