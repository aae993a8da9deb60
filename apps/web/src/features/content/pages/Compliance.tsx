import { useTranslation } from 'react-i18next';
import { FixedArticlePage } from '../components/FixedArticlePage';

/** /pages/setting/operational_compliance — the operational compliance article (category 34). */
export default function CompliancePage() {
  const { t } = useTranslation();
  return (
    <FixedArticlePage which="operationalCompliance" title={t('pages.compliance')} testId="compliance-page" />
  );
}
