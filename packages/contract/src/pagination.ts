import { z } from 'zod';
import { LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX } from './constants';

/** Query fields of every list call: `page` from 1, `limit` default 10, capped. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZE),
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
