import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { AddressBookService } from './address-book.service';
import type { BankCardsService } from './bank-cards.service';

/** Settings: withdrawal address book and bank cards (contract `API.userSettings`). */
export function userSettingsRoutes(
  app: FastifyInstance,
  addressBook: AddressBookService,
  bankCards: BankCardsService,
): void {
  const api = API.userSettings;
  handle(app, api.walletSave, (input, ctx) => addressBook.save(input, ctx));
  handle(app, api.walletList, (input, ctx) => addressBook.list(input, ctx));
  handle(app, api.walletDel, (input, ctx) => addressBook.remove(input.id, ctx));
  handle(app, api.cashSave, (input, ctx) => bankCards.saveDomestic(ctx.session, input));
  handle(app, api.cashInfo, (_input, ctx) => bankCards.domestic(ctx.session.userId));
  handle(app, api.cashSaveInternational, (input, ctx) => bankCards.saveInternational(ctx.session, input));
  handle(app, api.cashInfoInternational, (_input, ctx) => bankCards.international(ctx.session.userId));
}
