/** Types of scripts/verify-box.mjs (the standalone blind-box verifier) for the tests that import it. */
export interface VerifySeriesInput {
  seed: string;
  commitment: string;
  prizes: { name: string; count: number }[];
  draws: { code: string; seq: number; slot: number; prize: number }[];
}
export interface VerifyResult {
  revealed: boolean;
  commitment_ok: boolean;
  draws_checked: number;
  mismatches: { code: string; seq: number; slot: number; prize: number; expected: number }[];
  prize_counts: { index: number; name: string; count: number; drawn: number }[];
}
export function verifySeries(series: VerifySeriesInput): VerifyResult;
export function verifyRemote(
  base: string,
  id: string | number,
  fetchImpl?: typeof fetch,
): Promise<VerifyResult>;
