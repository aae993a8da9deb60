import type { NewsArticle } from '@meridian/contract/content';
import { Collapse } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { splitFaq } from '../data/faq';
import { ArticleBody } from '../components/ArticleBody';
import { ArticleView } from '../components/ArticleView';
import { FixedArticlePage } from '../components/FixedArticlePage';

/** The FAQ as an accordion: one panel per h3 question (the intro above), or the article as written. */
function FaqBody({ article }: { article: NewsArticle }) {
  const split = useMemo(() => splitFaq(article.content), [article.content]);
  if (!split) return <ArticleView article={article} />;
  return (
    <div data-testid="faq" data-lang={article.lang}>
      <h1 className="faq-title">{article.title}</h1>
      {split.introHtml ? (
        <div className="faq-intro">
          <ArticleBody html={split.introHtml} testId="faq-intro" />
        </div>
      ) : null}
      <Collapse className="faq-list" accordion>
        {split.items.map((item, i) => (
          <Collapse.Panel key={String(i)} title={item.question} data-testid={`faq-q-${i}`}>
            <ArticleBody html={item.answerHtml} testId={`faq-a-${i}`} />
          </Collapse.Panel>
        ))}
      </Collapse>
    </div>
  );
}

/** /pages/common/faq — the FAQ article (category 18) in the reader's language, else English. */
export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <FixedArticlePage
      which="faq"
      title={t('pages.faq')}
      testId="faq-page"
      render={(article) => <FaqBody article={article} />}
    />
  );
}
