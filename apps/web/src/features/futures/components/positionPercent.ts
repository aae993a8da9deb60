import { formatPercentFigure } from '@meridian/contract';
import i18next from 'i18next';

/**
 * A position's risk, already in percent, as its card shows it: unsigned, 2 decimals, in the locale's percent
 * pattern through the shared formatter ("85.50%", fra "85,50 %" with a no-break space); "--" when unknown.
 */
export function riskPercent(risk: string, lang: string = i18next.language || 'en'): string {
  return formatPercentFigure(risk, lang, 2);
}
