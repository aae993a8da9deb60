import { useTranslation } from 'react-i18next';
import { FixedArticlePage } from '../components/FixedArticlePage';

/** /pages/common/aboutus — the about-us article (category 19) in the reader's language, else English. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  return <FixedArticlePage which="aboutus" title={t('pages.aboutus')} testId="aboutus-page" />;
}
