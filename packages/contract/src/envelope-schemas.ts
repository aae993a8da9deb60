import { z } from 'zod';

/** The envelopes as schemas, apart from envelope.ts so the clients' transport needs no zod to read a reply. */
export const failEnvelopeSchema = z.object({
  type: z.enum(['error', '999', '998']),
  message: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
});

export function okEnvelopeSchema<T extends z.ZodType>(payload: T) {
  return z.object({ type: z.literal('ok'), message: payload });
}
