/**
 * How another user's account shows on invite screens: an e-mail keeps the first two characters of
 * its name and the domain (`ab***@example.com`; one character when the name is that short), a phone number its
 * first three and last four digits (`138****5678`; from 6 to 9 digits two at each end, fewer none). Never the whole account.
 */
export function maskAccount(login: string): string {
  const s = login.trim();
  if (s === '') return '***';
  const at = s.lastIndexOf('@');
  if (at >= 0) {
    const name = s.slice(0, at);
    const domain = s.slice(at + 1);
    const keep = name.length > 2 ? 2 : Math.min(1, name.length);
    return `${name.slice(0, keep)}***@${domain}`;
  }
  const digits = s.replace(/\s+/g, '');
  if (digits.length >= 10) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  if (digits.length >= 6) return `${digits.slice(0, 2)}****${digits.slice(-2)}`;
  return '****';
}
