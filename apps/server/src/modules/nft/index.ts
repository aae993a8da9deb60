/**
 * The nft module's entry: other modules import from here only. The marketplace's reads (NftCatalogue),
 * fixed-price sales and resales (NftSales), auctions (NftAuctions), blind boxes (NftBoxes) and the console's
 * calls (NftOps).
 */
export { nftModule } from './nft.module';
export { NftCatalogue } from './catalogue/catalogue.service';
export { NftSales } from './sale/sale.service';
export { NftAuctions } from './auction/auction.service';
export { NftBoxes } from './box/box.service';
export { NftOps } from './ops/ops.service';
