#!/usr/bin/env node
// Verifies a Meridian blind-box series on your own machine, independently of Meridian's code.
//
//   node scripts/verify-box.mjs <base-url> <series-id>      e.g. node scripts/verify-box.mjs http://localhost:3000 1
//
// Node ≥ 20, no packages: it fetches <base-url>/api/bind_box/getBoxSeries?id=<series-id> (public, no login) and
// replays every draw with the published algorithm, reimplemented below:
//
//   commitment = sha256(seed)                       published before the sale, checked against the revealed seed
//   slots      = the prizes expanded by their counts, in the order of the odds table (slot 0 = first prize's first copy)
//   the n-th draw of the series (seq n, from 1), for box `code`:
//     index = int(sha256(seed + ":" + code + ":" + n)) mod (slots remaining)
//     it takes the slot at that index of the remaining slots (in slot order) and removes it
//
// Prints JSON {revealed, commitment_ok, draws_checked, mismatches, prize_counts}; exits 0 when everything checks.
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Replays a series' draws: `series` is getBoxSeries' message (seed, commitment, prizes, draws). */
export function verifySeries(series) {
  const counts = series.prizes.map((p) => p.count);
  const slots = counts.flatMap((count, prize) => Array(count).fill(prize));
  const taken = new Set();
  const mismatches = [];
  const drawn = counts.map(() => 0);
  const draws = [...series.draws].sort((a, b) => a.seq - b.seq);
  draws.forEach((d, i) => {
    let expected = -1;
    if (series.seed && d.seq === i + 1 && taken.size < slots.length) {
      const remaining = slots.map((_, s) => s).filter((s) => !taken.has(s));
      const index = BigInt(`0x${sha256(`${series.seed}:${d.code}:${d.seq}`)}`) % BigInt(remaining.length);
      expected = remaining[Number(index)];
    }
    if (expected !== d.slot || slots[d.slot] !== d.prize)
      mismatches.push({ code: d.code, seq: d.seq, slot: d.slot, prize: d.prize, expected });
    taken.add(expected >= 0 ? expected : d.slot);
    if (slots[d.slot] !== undefined) drawn[slots[d.slot]]++;
  });
  return {
    revealed: series.seed !== '',
    commitment_ok: series.seed !== '' && sha256(series.seed) === series.commitment,
    draws_checked: draws.length,
    mismatches,
    prize_counts: series.prizes.map((p, i) => ({ index: i, name: p.name, count: p.count, drawn: drawn[i] })),
  };
}

/** Fetches the series from a Meridian server and verifies it. */
export async function verifyRemote(base, id, fetchImpl = fetch) {
  const res = await fetchImpl(
    `${base.replace(/\/+$/, '')}/api/bind_box/getBoxSeries?id=${encodeURIComponent(id)}`,
  );
  const body = await res.json();
  if (body.type !== 'ok') throw new Error(`getBoxSeries answered: ${JSON.stringify(body.message)}`);
  return verifySeries(body.message);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base, id] = process.argv.slice(2);
  if (!base || !id) {
    console.error('usage: node scripts/verify-box.mjs <base-url> <series-id>');
    process.exit(2);
  }
  try {
    const result = await verifyRemote(base, id);
    console.log(JSON.stringify(result, null, 2));
    process.exit(result.commitment_ok && result.mismatches.length === 0 ? 0 : 1);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(2);
  }
}
