import { API } from './api';

/** The catalogue with its old group names too, until every consumer imports `API` from the api subpath. */
export const LEGACY_API = {
  ...API,
  lever: API.futures,
  microtrade: API.options,
  opsMicrotrade: API.opsOptions,
  dual: API.invest,
} as const;
