import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** "Pull to load more" at the end of a paginated list; "no more data" once everything is shown. */
export function LoadMore({ hasMore, loadMore }: { hasMore: boolean; loadMore: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll
      hasMore={hasMore}
      loadMore={async () => {
        await loadMore();
      }}
    >
      <span className="load-more" data-testid={hasMore ? 'list-loading-more' : 'list-no-more'}>
        {hasMore ? (
          <>
            <DotLoading /> {t('common.loading')}
          </>
        ) : (
          t('common.noMore')
        )}
      </span>
    </InfiniteScroll>
  );
}
