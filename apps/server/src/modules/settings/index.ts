/**
 * The settings module's entry: other modules import from here only. App settings, and the user's saved
 * withdrawal addresses and bank cards.
 */
export { SettingsService } from './settings.service';
export { settingsRoutes } from './settings.routes';
export { userSettingsRoutes } from './user-settings.routes';
export { AddressBookService } from './address-book.service';
export { BankCardsService } from './bank-cards.service';
export { SettingsGuards, type DestinationGuard, type SavedDestination } from './guards.hooks';
export { settingsModule } from './settings.module';
