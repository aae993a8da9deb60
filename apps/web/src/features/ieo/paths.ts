/** Routes of the IEO screens (app/routes.ts). */
export const IEO_LIST = '/pages/ieo/ieo';
export const IEO_ORDERS = '/pages/ieo/order';
export const ieoProjectPath = (id: number): string => `/pages/ieo/subscribe?id=${id}`;

/** `?id=` as a positive integer, else 0 (then the screen says the project is missing). */
export function idParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
