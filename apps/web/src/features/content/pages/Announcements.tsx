import { CONTENT_CATEGORY } from '@meridian/contract/content';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/LoadMore';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useNewsList } from '../data/hooks';
import { flattenPages } from '../../../api/paging';
import { NewsRow } from '../components/NewsRow';
import '../components/article.css';

/** /pages/common/announcements — the announcements (category 4), highest sort then newest first, paged on scroll. */
export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const list = useNewsList(CONTENT_CATEGORY.announcements);

  return (
    <div className="page announcements-page" data-testid="announcements-page">
      <PageNav title={t('pages.announcements')} />
      <div className="page-body">
        <QueryView
          query={list}
          isEmpty={(d) => flattenPages(d.pages).length === 0}
          empty={<EmptyView title={t('content.announcementsEmpty')} />}
        >
          {(d) => (
            <div className="news-list card" data-testid="announcements-list">
              {flattenPages(d.pages).map((item) => (
                <NewsRow key={item.id} item={item} />
              ))}
              <LoadMore hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} />
            </div>
          )}
        </QueryView>
      </div>
    </div>
  );
}
