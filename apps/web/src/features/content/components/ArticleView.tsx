import type { NewsArticle } from '@meridian/contract/content';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { usePrefs } from '../../../state/prefs';
import { ArticleBody } from './ArticleBody';

/**
 * An article as read: title, date, cover, then the body. When the reader's language has no version the server
 * sends the English one; a line says so.
 */
export function ArticleView({ article, hideTitle }: { article: NewsArticle; hideTitle?: boolean }) {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  return (
    <article className="article" data-testid="article" data-lang={article.lang}>
      <header className="article-head">
        {hideTitle ? null : <h1 data-testid="article-title">{article.title}</h1>}
        <div className="article-date">
          {t('content.published', { date: formatDateTime(article.create_time) })}
        </div>
        {article.lang !== lang ? (
          <div className="article-fallback" data-testid="article-fallback">
            {t('content.fallbackNote')}
          </div>
        ) : null}
      </header>
      {article.cover ? <img className="article-cover" src={article.cover} alt="" /> : null}
      <ArticleBody html={article.content} />
    </article>
  );
}
