import { lazy } from 'react';
import { allStringsReady } from '../../../../i18n';

/**
 * The stop and OCO parts of the spot screens (the ticket's inputs, an order's trigger and pair, the cancel note),
 * one chunk loaded with the strings it uses the first time one of them shows: the trade tab's first route
 * carries only these loaders.
 */
const parts = () => Promise.all([import('./parts'), allStringsReady()]).then(([m]) => m);

export const StopTicket = lazy(() => parts().then((m) => ({ default: m.StopTicket })));
export const StopCells = lazy(() => parts().then((m) => ({ default: m.StopCells })));
export const OcoReason = lazy(() => parts().then((m) => ({ default: m.OcoReason })));
export const PairCancelNote = lazy(() => parts().then((m) => ({ default: m.PairCancelNote })));
