import {
  VITALS_BATCH_MAX,
  VITALS_METRICS,
  VITALS_REPORT_PATH,
  vitalsWireValue,
  type VitalsMetric,
  type VitalsPage,
  type VitalsSample,
} from '@meridian/contract/vitals';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { whenIdle } from '../lib/idle';
import { findRoute } from './routes';

/**
 * Field Core Web Vitals: each metric web-vitals reports is tagged with the page of the hash route shown at that
 * moment, queued, and sent to the server in batches when the page is hidden or left. Loaded after the first
 * screen (main.tsx imports it lazily), so it adds nothing to the first route.
 */

/** The report call's URL (the web's API prefix and the contract's path). */
export const VITALS_REPORT_URL = `/api${VITALS_REPORT_PATH}`;
/** Samples kept while none could be sent (a long session of hides that never flush). */
const QUEUE_MAX = VITALS_BATCH_MAX * 5;

export interface FieldVitalsDeps {
  /** Registers a callback for each metric (web-vitals' onLCP, onINP…). */
  observe: (metric: VitalsMetric, report: (m: Metric) => void) => void;
  /** `location.hash` now. */
  hash: () => string;
  /** Posts one JSON body (a beacon, or fetch with keepalive). */
  send: (url: string, body: string) => void;
  /** Calls `flush` when the page is hidden or left. */
  onHide: (flush: () => void) => void;
}

/** The page key of a hash route (`#/pages/market/market?x=1` → `market`), `other` when no route matches. */
export function pageOfHash(hash: string): VitalsPage {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  // A page key of the app is a page of the contract's list (this assignment fails to compile otherwise).
  const page: VitalsPage | undefined = findRoute(path)?.page;
  return page ?? 'other';
}

/** A queue of samples and its flush, on injected browser parts (the unit test drives them). */
export function createFieldVitals(deps: FieldVitalsDeps): { flush: () => void; pending: () => number } {
  const queue: VitalsSample[] = [];
  const flush = () => {
    for (let i = 0; i < QUEUE_MAX && queue.length > 0; i += VITALS_BATCH_MAX) {
      const samples = queue.splice(0, VITALS_BATCH_MAX);
      deps.send(VITALS_REPORT_URL, JSON.stringify({ samples }));
    }
  };
  const record = (m: Metric) => {
    if (queue.length >= QUEUE_MAX) return;
    queue.push({
      page: pageOfHash(deps.hash()),
      name: m.name,
      value: vitalsWireValue(m.name, m.value),
      rating: m.rating,
      navigationType: m.navigationType,
    });
    // a full batch goes at once: the next hide may never come
    if (queue.length >= VITALS_BATCH_MAX) flush();
  };
  for (const metric of VITALS_METRICS) deps.observe(metric, record);
  deps.onHide(flush);
  return { flush, pending: () => queue.length };
}

const OBSERVERS: Record<VitalsMetric, (report: (m: Metric) => void) => void> = {
  LCP: onLCP,
  INP: onINP,
  CLS: onCLS,
  FCP: onFCP,
  TTFB: onTTFB,
};

/** Sends a body that outlives the page: a beacon, else a keepalive fetch; a lost report is only a lost sample. */
function sendBeacon(url: string, body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void globalThis
    .fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    })
    .catch(() => undefined);
}

let started = false;

/** Starts measuring this session (once); main.tsx calls it after load. */
export function startFieldVitals(): void {
  if (started) return;
  started = true;
  createFieldVitals({
    // one idle period a metric: each observer reads the page's buffered entries when it starts
    observe: (metric, report) => whenIdle(() => OBSERVERS[metric](report), 3000),
    hash: () => window.location.hash,
    send: sendBeacon,
    // on the document, after web-vitals' own capture listeners on window have reported CLS and INP
    onHide: (flush) => {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flush();
      });
      window.addEventListener('pagehide', flush);
    },
  });
}
