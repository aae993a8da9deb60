/** The session a new-device notice asks to review (`?sign_in=`): a positive integer id, else nothing to review. */
export function reviewedSignIn(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
