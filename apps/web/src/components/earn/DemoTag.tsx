import { useTranslation } from 'react-i18next';
import './earn.css';

/**
 * The label of a demo product (: the demo IEOs, lock-mining and invest products a fresh install
 * shows). Render it wherever the product's `is_demo` is true: `{p.is_demo ? <DemoTag /> : null}`.
 */
export function DemoTag({ testId = 'earn-demo-tag' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="earn-demo-tag" data-testid={testId} title={t('earn.demoHint')}>
      {t('earn.demo')}
    </span>
  );
}
