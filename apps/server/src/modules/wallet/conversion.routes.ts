import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { ConversionService } from './conversion.service';

/** Coin conversion, the "transfer" screen (contract `API.conversion`). Routes only delegate. */
export function conversionRoutes(app: FastifyInstance, conversion: ConversionService): void {
  const c = API.conversion;
  handle(app, c.list, (_input, ctx) => conversion.list(ctx.session.userId));
  handle(app, c.quote, (input) =>
    Promise.resolve(conversion.quote(input.from_currency_id, input.to_currency_id)),
  );
  handle(app, c.convert, (input, ctx) => conversion.convert(ctx.session.userId, input));
  handle(app, c.log, (input, ctx) => conversion.history(ctx.session.userId, input.page, input.limit));
}
