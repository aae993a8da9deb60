import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { whenFieldsValid, wireDecimal, wireInt } from '../wire';
import {
  VITALS_BATCH_MAX,
  VITALS_DAYS_DEFAULT,
  VITALS_DAYS_MAX,
  VITALS_METRICS,
  VITALS_NAVIGATION_TYPES,
  VITALS_PAGES,
  VITALS_RATINGS,
  VITALS_REPORT_PATH,
  VITALS_VALUE_MAX,
} from './vitals-metrics';

/**
 * Field Core Web Vitals (product `vitals`): the H5 app posts its sessions' measurements as a small batch, with
 * no login, and the console reads the 75th percentile per page, metric and UTC day.
 */

const invalid = { message: 'parameter_error' } as const;

/** One measurement: the page it was taken on, the metric and its value (ms, or the CLS score). */
export const vitalsSample = z
  .object({
    page: z.enum(VITALS_PAGES, invalid),
    name: z.enum(VITALS_METRICS, invalid),
    value: wireDecimal(),
    rating: z.enum(VITALS_RATINGS, invalid).optional(),
    navigationType: z.enum(VITALS_NAVIGATION_TYPES, invalid).optional(),
  })
  .refine((s) => Number(s.value) <= VITALS_VALUE_MAX[s.name], {
    ...invalid,
    path: ['value'],
    ...whenFieldsValid,
  });
export type VitalsSample = z.input<typeof vitalsSample>;

/** POST vitals/report {samples}: 1 to VITALS_BATCH_MAX samples. */
export const vitalsReportRequest = z.object({
  samples: z.array(vitalsSample, invalid).min(1, invalid).max(VITALS_BATCH_MAX, invalid),
});
export type VitalsReportRequest = z.input<typeof vitalsReportRequest>;

export const vitalsReportReply = z.object({ accepted: z.number().int() });

/** GET|POST ops/vitals/daily {days}: the last `days` UTC days, today included. */
export const opsVitalsDailyRequest = z.object({
  days: wireInt({ min: 1, max: VITALS_DAYS_MAX }).default(VITALS_DAYS_DEFAULT),
});
export type OpsVitalsDailyRequest = z.input<typeof opsVitalsDailyRequest>;

/** A metric's 75th percentile (continuous, as PostgreSQL's percentile_cont) and how many samples it is of. */
export const vitalsStat = z.object({ p75: z.number(), count: z.number().int() });
export type VitalsStat = z.infer<typeof vitalsStat>;

export const opsVitalsRow = z.object({
  /** The UTC day `YYYY-MM-DD`. */
  day: z.string(),
  page: z.string(),
  /** Null where the page had no sample of the metric that day. */
  metrics: z.object({
    LCP: vitalsStat.nullable(),
    INP: vitalsStat.nullable(),
    CLS: vitalsStat.nullable(),
    FCP: vitalsStat.nullable(),
    TTFB: vitalsStat.nullable(),
  }),
});
export type OpsVitalsRow = z.infer<typeof opsVitalsRow>;

export const opsVitalsDaily = z.object({
  /** The first day covered (`YYYY-MM-DD`) and how many. */
  from: z.string(),
  days: z.number().int(),
  /** Newest day first, then by page. */
  rows: z.array(opsVitalsRow),
});
export type OpsVitalsDaily = z.infer<typeof opsVitalsDaily>;

export const vitalsApi = {
  report: defineEndpoint({
    method: 'POST',
    path: VITALS_REPORT_PATH,
    auth: 'none',
    request: vitalsReportRequest,
    response: vitalsReportReply,
    summary:
      "Stores a batch of the app's field measurements (LCP, INP, CLS, FCP, TTFB) for a page; no login.",
  }),
} as const satisfies EndpointGroup;

export const opsVitalsApi = {
  daily: defineEndpoint({
    method: ['GET', 'POST'],
    path: '/ops/vitals/daily',
    auth: 'operator',
    request: opsVitalsDailyRequest,
    response: opsVitalsDaily,
    summary: 'The 75th percentile and sample count of each metric per page per UTC day, newest day first.',
  }),
} as const satisfies EndpointGroup;
