import type { NewsArticle } from '@meridian/contract/content';
import type { ReactNode } from 'react';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useFixedArticle } from '../data/hooks';
import type { FixedArticle } from '../data/keys';
import { ArticleView } from './ArticleView';

/**
 * A page showing one fixed article (about us, FAQ, compliance) under the page's own title; `render` may show the
 * article differently (the FAQ as questions).
 */
export function FixedArticlePage({
  which,
  title,
  testId,
  render,
}: {
  which: FixedArticle;
  title: string;
  testId: string;
  render?: (article: NewsArticle) => ReactNode;
}) {
  const article = useFixedArticle(which);
  return (
    <div className={`page article-page ${testId}`} data-testid={testId}>
      <PageNav title={title} />
      <div className="page-body">
        <QueryView query={article}>
          {(a) => (a === null ? <EmptyView /> : render ? render(a) : <ArticleView article={a} />)}
        </QueryView>
      </div>
    </div>
  );
}
