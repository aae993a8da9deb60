import { defineModule } from '../../platform/module';
import { AddressBookService } from './address-book.service';
import { BankCardsService } from './bank-cards.service';
import { SettingsGuards } from './guards.hooks';
import { settingsRoutes } from './settings.routes';
import { SettingsService } from './settings.service';
import { userSettingsRoutes } from './user-settings.routes';

declare module '../../platform/module' {
  interface Services {
    settings: SettingsService;
    addressBook: AddressBookService;
    bankCards: BankCardsService;
    settingsGuards: SettingsGuards;
  }
}

/** Public settings and site configuration; the user's address book and bank cards. */
export const settingsModule = defineModule({
  name: 'settings',
  setup: async ({ config, database, images, use, later }) => {
    const settings = new SettingsService(database.db, { demoMarket: use('market').feed.simulated });
    await settings.ensureDefaults();
    // Saved addresses must be of withdrawable currencies (wallet's rules); the wallet pays to them.
    const currencies = later('currencies');
    const settingsGuards = new SettingsGuards();
    const addressBook = new AddressBookService({
      db: database.db,
      images,
      currencies: {
        isWithdrawable: (currencyId) => currencies().isWithdrawable(currencyId),
      },
      guards: settingsGuards,
    });
    const bankCards = new BankCardsService(database.db, settingsGuards);
    return {
      services: { settings, addressBook, bankCards, settingsGuards },
      routes: (api) => {
        settingsRoutes(api, settings, config.publicUrl);
        userSettingsRoutes(api, addressBook, bankCards);
      },
    };
  },
});
