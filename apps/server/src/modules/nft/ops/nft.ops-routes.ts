import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../../platform/http/route';
import type { OperatorAudit } from '../../../platform/audit';
import { nftMediaRoute } from './media.ops-routes';
import type { NftOps } from './ops.service';

/**
 * The console's NFT calls (contract `API.opsNft`, operator tokens only). Each change writes its audit row
 * (nft.*) in the change's own transaction. The media upload (multipart) is registered by media.ops-routes.ts.
 */
export function nftOpsRoutes(
  app: FastifyInstance,
  s: {
    ops: OperatorAudit;
    nftOps: NftOps;
    media: Omit<Parameters<typeof nftMediaRoute>[1], 'ops'>;
  },
): void {
  const api = API.opsNft;
  nftMediaRoute(app, { ops: s.ops, ...s.media });
  handle(app, api.artists, (q) => s.nftOps.artists(q));
  handle(app, api.artistSave, (q, ctx) =>
    s.nftOps.artistSave(q, (id) => s.ops.audit(ctx, 'nft.artist_save', 'nft_artist', id)),
  );
  handle(app, api.collections, (q) => s.nftOps.collections(q));
  handle(app, api.collectionSave, (q, ctx) =>
    s.nftOps.collectionSave(q, (id) => s.ops.audit(ctx, 'nft.collection_save', 'nft_collection', id)),
  );
  handle(app, api.items, (q) => s.nftOps.items(q));
  handle(app, api.itemSave, (q, ctx) =>
    s.nftOps.itemSave(q, (id) => s.ops.audit(ctx, 'nft.item_save', 'nft_item', id)),
  );
  handle(app, api.itemHide, (q, ctx) =>
    s.nftOps.itemHide(q, (id) => s.ops.audit(ctx, 'nft.item_hide', 'nft_item', id)),
  );
  handle(app, api.boxSeries, (q) => s.nftOps.boxSeries(q));
  handle(app, api.seriesSave, (q, ctx) =>
    s.nftOps.seriesSave(q, (id) => s.ops.audit(ctx, 'nft.series_save', 'nft_box_series', id)),
  );
}
