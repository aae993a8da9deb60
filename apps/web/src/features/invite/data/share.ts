import { inviteLinkPath } from '@meridian/contract/invite';

/** Pure pieces of the invite screen: the absolute link, what is shared, the poster's text lines. */

/** The absolute register link of an invite code on this site (`<origin>/h5/#/pages/common/register?code=`). */
export const inviteUrl = (code: string, origin: string): string => `${origin}${inviteLinkPath(code)}`;

/** The poster's PNG file name. */
export const posterFileName = (code: string): string => `invite-${code.replace(/[^A-Za-z0-9_-]/g, '')}.png`;

/** What the browser's share sheet receives. */
export interface SharePayload {
  title: string;
  text: string;
  url: string;
}

/** Whether the browser can share this payload (Web Share API; files only when `files` is given). */
export function canShare(nav: Partial<Pick<Navigator, 'share' | 'canShare'>>, data?: ShareData): boolean {
  if (typeof nav.share !== 'function') return false;
  if (!data) return true;
  return typeof nav.canShare === 'function' ? nav.canShare(data) : !data.files;
}

/**
 * Breaks `text` into lines no wider than `maxWidth` as `measure` reports: at spaces where there are spaces,
 * else between characters (Chinese, Japanese, Thai have no spaces); at most `maxLines`, the last one ending
 * with an ellipsis when text was left out.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  measure: (s: string) => number,
  maxLines = 3,
): string[] {
  const words = text.includes(' ') ? text.split(/(\s+)/).filter((w) => w !== '') : Array.from(text);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line + w;
    if (line !== '' && measure(next.trimEnd()) > maxWidth) {
      lines.push(line.trim());
      line = w.trimStart();
    } else line = next;
  }
  if (line.trim() !== '') lines.push(line.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last.length > 0 && measure(`${last}…`) > maxWidth) last = Array.from(last).slice(0, -1).join('');
  kept[maxLines - 1] = `${last}…`;
  return kept;
}
