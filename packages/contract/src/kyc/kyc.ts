import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { wireIntIn } from '../wire';
import { KYC_STATE } from '../enums';
import type { MessageKey } from '../errors';
import { uploadedImageSchema } from '../settings/settings';

/**
 * Settings: identity verification (`real/state`, `user/real`) states and rules.
 * Lv1 (primary, real_type 1): document type, name and number. Lv2 (advanced, real_type 2): front and back
 * images of the document, only once Lv1 is verified. E-mail AND phone must both be bound before either.
 * Operators approve or reject each submission (reason shown to the user); a rejected level may be resubmitted.
 */

const msg = (key: MessageKey) => ({ message: key });

/** Document types (original's `id_type`). */
export const ID_TYPE = { id_card: 0, passport: 1, driving_licence: 2 } as const;
export type IdType = (typeof ID_TYPE)[keyof typeof ID_TYPE];
export const REAL_TYPE = { primary: 1, advanced: 2 } as const;

/** Review status per level as the original reports it: 0 none, 1 pending, 2 approved, 3 rejected. */
export const REVIEW_STATUS = { none: 0, pending: 1, approved: 2, rejected: 3 } as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

/** Name on the document: 2–50 letters of any script, with spaces, dots, apostrophes, hyphens, middle dots. */
export const KYC_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'·-]{0,48}[\p{L}\p{M}.]$/u;
/** Document number: 5–30 letters, digits or dashes (spaces removed, upper-cased). */
export const KYC_CARD_ID_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,28}[A-Z0-9]$/;

/** Numeric literal; `realRequest` turns form strings ('1', '2') into numbers before the union picks a branch. */
const realType = <V extends 1 | 2>(value: V) => z.literal(value, msg('kyc_real_type_invalid'));

/** POST /user/real with real_type 1: Lv1 text data. */
export const realPrimaryRequest = z.object({
  real_type: realType(1),
  id_type: wireIntIn([0, 1, 2], 'kyc_id_type_invalid'),
  name: z
    .string(msg('kyc_name_invalid'))
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().regex(KYC_NAME_PATTERN, msg('kyc_name_invalid'))),
  card_id: z
    .string(msg('kyc_card_id_invalid'))
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(KYC_CARD_ID_PATTERN, msg('kyc_card_id_invalid'))),
});

/** POST /user/real with real_type 2: Lv2 document images (uploaded image URLs). */
export const realAdvancedRequest = z.object({
  real_type: realType(2),
  front_pic: uploadedImageSchema('kyc_front_pic_required'),
  reverse_pic: uploadedImageSchema('kyc_reverse_pic_required'),
});

/** What a client sends to POST /user/real: the Lv1 or the Lv2 body. */
export type RealRequestBody = z.input<typeof realPrimaryRequest> | z.input<typeof realAdvancedRequest>;

/**
 * POST /user/real — Lv1 or Lv2 by `real_type` (1 or 2; form strings accepted). Reply: the new state
 * (the `real/state` shape). Errors: kyc_contacts_required (bind e-mail and phone first), kyc_card_id_used,
 * kyc_under_review, kyc_already_verified, kyc_primary_required (Lv2 before Lv1 is verified).
 */
export const realRequest = z.preprocess(
  // Typed as the client's body so RequestOf<API.kyc.submit> is the Lv1 | Lv2 union; the wire may send anything.
  (raw: RealRequestBody) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    const rec = raw as Record<string, unknown>;
    const given = rec.real_type;
    // Exactly 1 or 2 (number or digit string); anything else stays as sent and fails the union.
    const realType = given === undefined ? 1 : given === '1' ? 1 : given === '2' ? 2 : given;
    return { ...rec, real_type: realType };
  },
  z.discriminatedUnion('real_type', [realPrimaryRequest, realAdvancedRequest], msg('kyc_real_type_invalid')),
);
export type RealRequest = z.infer<typeof realRequest>;
export type RealPrimaryRequest = z.infer<typeof realPrimaryRequest>;
export type RealAdvancedRequest = z.infer<typeof realAdvancedRequest>;

/** The caller's own submission data; `card_id` masked except its last 4 characters. */
export const realData = z.object({
  id_type: z.number().int(),
  name: z.string(),
  card_id: z.string(),
  /** Lv2 images ('' before a Lv2 submission). */
  front_pic: z.string(),
  reverse_pic: z.string(),
  /** ISO time of the latest submission, and of its review (null while pending). */
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type RealData = z.infer<typeof realData>;

/**
 * GET (or POST) /real/state.
 * - real_status: 0 none verified, 1 Lv1 verified, 2 Lv2 verified (the original's field);
 * - review_status / advanced_review_status: REVIEW_STATUS of the latest Lv1 / Lv2 submission;
 * primary_state / advanced_state: state per level;
 * - state: the state the real_mark page shows — the Lv2 one once Lv1 is verified and Lv2 was submitted,
 *   else the Lv1 one; level: verified level (same as real_status);
 * - reason: the rejection reason of the submission `state` refers to, '' otherwise;
 * - real_data: null before the first submission.
 */
export const realStateResponse = z.object({
  real_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  review_status: z.number().int(),
  advanced_review_status: z.number().int(),
  state: z.enum(KYC_STATE),
  primary_state: z.enum(KYC_STATE),
  advanced_state: z.enum(KYC_STATE),
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  reason: z.string(),
  review_hours: z.number().int(),
  real_data: realData.nullable(),
});
export type RealStateResponse = z.infer<typeof realStateResponse>;
export const realResponse = realStateResponse;

/** Operator review queue item (service level now; the operator API comes with the console). */
export const kycReviewItem = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  level: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(['pending', 'approved', 'rejected']),
  id_type: z.number().int().nullable(),
  name: z.string(),
  card_id: z.string(),
  front_pic: z.string(),
  reverse_pic: z.string(),
  reason: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.number().int().nullable(),
});
export type KycReviewItem = z.infer<typeof kycReviewItem>;
export const KYC_REJECT_REASON_MAX = 200;

/** Endpoints: identity verification. */
export const kycApi = {
  state: defineEndpoint({
    method: ['GET', 'POST'],
    path: '/real/state',
    auth: 'required',
    request: z.object({}),
    response: realStateResponse,
    summary: "The caller's identity verification: verified level, review state per level, rejection reason.",
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/user/real',
    auth: 'required',
    request: realRequest,
    response: realResponse,
    summary:
      'Submits Lv1 (document type, name, number) or Lv2 (document images) for review; replies the new state.',
  }),
} as const satisfies EndpointGroup;
