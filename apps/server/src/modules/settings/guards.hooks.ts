import type { Tx } from '../../platform/db';
import type { AuthSession } from '../../platform/http/route';
import { Port } from '../../platform/tx-hooks';

/** A withdrawal destination just written: an address of the book (new or edited), or a saved card. */
export interface SavedDestination {
  kind: 'address' | 'bank_card' | 'bank_card_international';
  /** What the user calls it (the address's name, the card's bank). */
  name: string;
  /** When it was written; an edit is a new destination. */
  savedAt: Date;
}

/** Checks a saved destination inside the save's transaction; a throw refuses the save and rolls it back. */
export interface DestinationGuard {
  added(
    tx: Tx,
    event: { session: AuthSession; stepUp: string | undefined; destination: SavedDestination },
  ): Promise<void>;
}

/**
 * What the settings module publishes to the module protecting withdrawals (service `settingsGuards`): a port
 * called in the transaction of every address or card save, after the row is written. Without a provider
 * saves are not guarded.
 */
export class SettingsGuards {
  readonly destinationAdded = new Port<DestinationGuard>('settings: destination guard');
}
