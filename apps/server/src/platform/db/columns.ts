import { numeric } from 'drizzle-orm/pg-core';

/** Money and prices in SQL: NUMERIC(36,18). */
export const money = (name: string) => numeric(name, { precision: 36, scale: 18 });
