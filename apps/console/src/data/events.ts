import { opsEventRetryResponse, opsEventsUndeliveredResponse } from '@meridian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../api/http';
import { opsKeys } from './keys';
import { keyForClick } from './queue';

/** GET /ops/events/undelivered {page, limit}: deliveries of domain events not made yet, oldest first. */
export function useUndeliveredEvents(query: { page: number; limit: number }) {
  return useQuery({
    queryKey: opsKeys.eventsList(query),
    queryFn: ({ signal }) =>
      http.get('/ops/events/undelivered', query, { schema: opsEventsUndeliveredResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /ops/events/retry {event_id, subscriber}: delivers it again (audited); refreshes lists and the log. */
export function useRetryEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { event_id: number; subscriber: string }) =>
      http.post('/ops/events/retry', input, {
        schema: opsEventRetryResponse,
        idempotencyKey: keyForClick(input),
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: opsKeys.events() }),
        client.invalidateQueries({ queryKey: opsKeys.jobs() }),
        client.invalidateQueries({ queryKey: opsKeys.audit() }),
      ]),
  });
}
