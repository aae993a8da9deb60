import { antiPhishingRequest } from '@meridian/contract/security';

/** The anti-phishing phrase as typed: trimmed, then the contract's rule (4–20 letters, digits, spaces, - _). */
export function antiPhishingPhrase(
  text: string,
): { ok: true; phrase: string } | { ok: false; problem: string } {
  const phrase = text.trim();
  if (phrase === '') return { ok: false, problem: 'anti_phishing_invalid' };
  const parsed = antiPhishingRequest.safeParse({ phrase });
  if (!parsed.success)
    return { ok: false, problem: parsed.error.issues[0]?.message ?? 'anti_phishing_invalid' };
  return { ok: true, phrase: parsed.data.phrase };
}
