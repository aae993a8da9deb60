import type { NewsItem } from '@meridian/contract/content';
import { formatDateTime } from '../../../lib/dates';
import { itemTarget } from '../data/links';
import { useOpenTarget } from '../data/useOpenTarget';

/** One announcement in a list: thumbnail, title, summary and date; opens its link or its article. */
export function NewsRow({ item }: { item: NewsItem }) {
  const open = useOpenTarget();
  return (
    <button
      type="button"
      className={`news-row${item.thumbnail ? ' with-thumb' : ''}`}
      data-testid={`news-${item.group_key}`}
      onClick={() => open(itemTarget(item))}
    >
      {item.thumbnail ? <img src={item.thumbnail} alt="" /> : null}
      <div>
        <div className="news-row-title">{item.title}</div>
        {item.summary ? <div className="news-row-summary">{item.summary}</div> : null}
        <div className="news-row-meta">{formatDateTime(item.create_time)}</div>
      </div>
    </button>
  );
}
