import type { LangCode } from '../../languages';
import { statementLabelOf, type StatementLabel } from './kinds';
import { STATEMENT_TEXTS } from './texts';

export * from './kinds';
export { STATEMENT_TEXTS } from './texts';

/** A statement line's label in `lang` (English when a text is missing), from its entry's kind and ref type. */
export function statementText(kind: string, refType: string, lang: LangCode): string {
  const label: StatementLabel = statementLabelOf(kind, refType);
  return STATEMENT_TEXTS[lang]?.[label] ?? STATEMENT_TEXTS.en[label];
}
