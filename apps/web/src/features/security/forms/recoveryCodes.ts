/** The recovery codes as a text file the user keeps: a heading, when, for which account, one code a line. */
export function recoveryCodesText(
  codes: readonly string[],
  heading: string,
  account: string,
  at: Date,
): string {
  return [heading, `${account} — ${at.toISOString().slice(0, 10)}`, '', ...codes, ''].join('\n');
}

export const RECOVERY_FILE_NAME = 'meridian-recovery-codes.txt';

/** Offers the text as a download (an object URL on a temporary link). */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
