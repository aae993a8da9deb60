import { CONTENT_CATEGORY } from '@meridian/contract/content';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/LoadMore';
import { PageNav } from '../../../components/PageNav';
import { EmptyView, ErrorView, LoadingView } from '../../../components/StateViews';
import { useNewsList } from '../data/hooks';
import { flattenPages } from '../../../api/paging';
import { NewsRow } from '../components/NewsRow';
import '../components/article.css';

/** /pages/common/announcements — the announcements (category 4), highest sort then newest first, paged on scroll. */
export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const list = useNewsList(CONTENT_CATEGORY.announcements);
  const rows = flattenPages(list.data?.pages);

  let body;
  if (list.isPending) body = <LoadingView />;
  else if (list.isError && rows.length === 0) body = <ErrorView onRetry={() => void list.refetch()} />;
  else if (rows.length === 0) body = <EmptyView title={t('content.announcementsEmpty')} />;
  else
    body = (
      <div className="news-list card" data-testid="announcements-list">
        {rows.map((item) => (
          <NewsRow key={item.id} item={item} />
        ))}
        <LoadMore hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} />
      </div>
    );

  return (
    <div className="page announcements-page" data-testid="announcements-page">
      <PageNav title={t('pages.announcements')} />
      <div className="page-body">{body}</div>
    </div>
  );
}
