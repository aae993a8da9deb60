import {
  cashSaveInternationalRequest,
  cashSaveRequest,
  walletDelRequest,
  walletListRequest,
  walletSaveRequest,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import type { AddressBookService } from './address-book.service';
import type { BankCardsService } from './bank-cards.service';

const none = z.object({});

/** Spec §7 Settings: withdrawal address book and bank cards. Routes only delegate. */
export function userSettingsRoutes(
  app: FastifyInstance,
  addressBook: AddressBookService,
  bankCards: BankCardsService,
): void {
  defineRoute(app, {
    method: 'POST',
    url: '/user/wallet/save',
    auth: 'required',
    input: walletSaveRequest,
    handler: (input, ctx) => addressBook.save(input, ctx),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/user/wallet/list',
    auth: 'required',
    input: walletListRequest,
    handler: (input, ctx) => addressBook.list(input, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/user/wallet/del',
    auth: 'required',
    input: walletDelRequest,
    handler: (input, ctx) => addressBook.remove(input.id, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/user/cash_save',
    auth: 'required',
    input: cashSaveRequest,
    handler: (input, ctx) => bankCards.saveDomestic(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/user/cash_info',
    auth: 'required',
    input: none,
    handler: (_input, ctx) => bankCards.domestic(ctx.session.userId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/user/cash_save_international',
    auth: 'required',
    input: cashSaveInternationalRequest,
    handler: (input, ctx) => bankCards.saveInternational(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/user/cash_info_international',
    auth: 'required',
    input: none,
    handler: (_input, ctx) => bankCards.international(ctx.session.userId),
  });
}
