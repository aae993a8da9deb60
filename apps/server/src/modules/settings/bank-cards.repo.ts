import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import {
  bankCards,
  bankCardsInternational,
  type BankCardInternationalRow,
  type BankCardRow,
} from './user-settings.schema';

type Fields<Row> = Omit<Row, 'userId' | 'updatedAt'>;

export async function findDomestic(db: DbOrTx, userId: number): Promise<BankCardRow | undefined> {
  const [row] = await db.select().from(bankCards).where(eq(bankCards.userId, userId));
  return row;
}

/** Creates or replaces the user's domestic card (one per user). */
export async function upsertDomestic(
  db: DbOrTx,
  userId: number,
  fields: Fields<BankCardRow>,
): Promise<BankCardRow> {
  const values = { ...fields, updatedAt: new Date() };
  const [row] = await db
    .insert(bankCards)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: bankCards.userId, set: values })
    .returning();
  if (!row) throw new Error('upsert bank_cards returned no row');
  return row;
}

export async function findInternational(
  db: DbOrTx,
  userId: number,
): Promise<BankCardInternationalRow | undefined> {
  const [row] = await db
    .select()
    .from(bankCardsInternational)
    .where(eq(bankCardsInternational.userId, userId));
  return row;
}

export async function upsertInternational(
  db: DbOrTx,
  userId: number,
  fields: Fields<BankCardInternationalRow>,
): Promise<BankCardInternationalRow> {
  const values = { ...fields, updatedAt: new Date() };
  const [row] = await db
    .insert(bankCardsInternational)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: bankCardsInternational.userId, set: values })
    .returning();
  if (!row) throw new Error('upsert bank_cards_international returned no row');
  return row;
}
