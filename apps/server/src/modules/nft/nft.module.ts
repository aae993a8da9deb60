import { defineModule } from '../../platform/module';
import { NftAuctions } from './auction/auction.service';
import { NftBoxes } from './box/box.service';
import { NftCatalogue } from './catalogue/catalogue.service';
import { NftDirectory } from './directory';
import type { NftDeps } from './nft.deps';
import { ensureDemoCatalogue } from './demo/demo-catalogue';
import { nftRoutes } from './nft.routes';
import { mediaResolver } from './ops/media';
import { nftOpsRoutes } from './ops/nft.ops-routes';
import { NftOps } from './ops/ops.service';
import { NftSales } from './sale/sale.service';

declare module '../../platform/module' {
  interface Services {
    nftCatalogue: NftCatalogue;
    nftSales: NftSales;
    nftAuctions: NftAuctions;
    nftBoxes: NftBoxes;
    nftOps: NftOps;
  }
}

/**
 * The NFT marketplace: artworks, artists, collections; fixed-price sales and resales paying seller
 * and creator through the ledger; auctions with deposits, held bids, anti-sniping, a close job and payment
 * orders; blind boxes drawn by a published commit-reveal algorithm; the console's calls and a demo catalogue.
 */
export const nftModule = defineModule({
  name: 'nft',
  setup: ({ audit, config, database, logger, media, use }) => {
    const dir = new NftDirectory({ market: use('market'), account: use('account') });
    const deps: NftDeps = {
      db: database.db,
      ledger: use('ledger'),
      notifier: use('notifications'),
      dir,
      demoContent: config.demo.content,
      now: () => new Date(),
    };
    const auctions = new NftAuctions(deps);
    const boxes = new NftBoxes(deps);
    const sales = new NftSales(deps);
    const catalogue = new NftCatalogue({
      ...deps,
      auctionState: (item, viewer) => auctions.stateFor(item, viewer),
    });
    const nftOps = new NftOps({ ...deps, boxes, account: use('account'), media: mediaResolver(media) });
    let demo: Promise<unknown> = Promise.resolve();
    return {
      services: { nftCatalogue: catalogue, nftSales: sales, nftAuctions: auctions, nftBoxes: boxes, nftOps },
      routes: (api) => {
        nftRoutes(api, { catalogue, sales, auctions, boxes });
        nftOpsRoutes(api, {
          ops: audit,
          nftOps,
          media: { media, publicUrl: config.publicUrl, db: database.db },
        });
      },
      jobs: [...auctions.jobDefinitions, ...boxes.jobDefinitions],
      start: () => {
        if (!config.demo.content) return;
        demo = ensureDemoCatalogue({
          db: database.db,
          nftOps,
          media,
          account: use('account'),
          log: logger,
        }).catch((err: unknown) => logger.error({ err }, 'nft: demo catalogue could not be created'));
      },
      stop: async () => {
        await demo;
      },
    };
  },
});
