import type { NewsArticle } from '@meridian/contract/content';
import type { ReactNode } from 'react';
import { PageNav } from '../../../components/PageNav';
import { EmptyView, ErrorView, LoadingView } from '../../../components/StateViews';
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
  let body;
  if (article.data) body = render ? render(article.data) : <ArticleView article={article.data} />;
  else if (article.data === null) body = <EmptyView />;
  else if (article.isError) body = <ErrorView onRetry={() => void article.refetch()} />;
  else body = <LoadingView />;
  return (
    <div className={`page article-page ${testId}`} data-testid={testId}>
      <PageNav title={title} />
      <div className="page-body">{body}</div>
    </div>
  );
}
