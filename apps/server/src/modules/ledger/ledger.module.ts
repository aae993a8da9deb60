import { defineModule } from '../../platform/module';
import { Ledger } from './ledger.service';

declare module '../../platform/module' {
  interface Services {
    ledger: Ledger;
  }
}

/** The double-entry ledger: every balance change of every module goes through it. No routes of its own. */
export const ledgerModule = defineModule({
  name: 'ledger',
  setup: () => ({ services: { ledger: new Ledger() } }),
});
