import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { isContentMissing, useArticle } from '../data/hooks';
import { ArticleView } from '../components/ArticleView';

/** /pages/common/article?id= — one article (announcement, banner, rule…) in the reader's language, else English. */
export default function ArticlePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const valid = Number.isInteger(id) && id > 0;
  const article = useArticle(valid ? id : 0);

  const missing = !valid || isContentMissing(article.error);

  return (
    <div className="page article-page" data-testid="article-page">
      <PageNav title={t('pages.article')} />
      <div className="page-body">
        {missing ? (
          <EmptyView title={t('content.articleMissingTitle')} description={t('content.articleMissing')} />
        ) : (
          <QueryView query={article}>{(a) => <ArticleView article={a} />}</QueryView>
        )}
      </div>
    </div>
  );
}
