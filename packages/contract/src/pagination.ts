import { z } from 'zod';
import { LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX } from './constants';
import { wireInt } from './wire';

/** The deepest page a list call serves (page × limit stays far inside any OFFSET). */
export const LIST_PAGE_MAX = 100_000;
/** `page` from 1 to LIST_PAGE_MAX, as a JSON integer or its digits. */
export const pageSchema = wireInt({ min: 1, max: LIST_PAGE_MAX }).default(1);
/** `limit` from 1 to `max`, default `size`. */
export const limitSchema = (size: number, max: number) => wireInt({ min: 1, max }).default(size);

/** Query fields of every list call: `page` from 1, `limit` default 10, capped. */
export const pageQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface Paginated<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  });
}
