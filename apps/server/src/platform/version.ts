// The bundle inlines only this field of the root manifest, so `/api/health` can say which release runs.
import { version } from '../../../../package.json';

/** Meridian's release (the root package.json's version). */
export const APP_VERSION: string = version;
