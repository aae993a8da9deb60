/** Masks the middle of a phone or the name of an e-mail: "138****5678", "ab***@mail.com". */
export function maskContact(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  return value.length > 6 ? `${value.slice(0, 3)}****${value.slice(-4)}` : value;
}
