import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** Star toggle; stops the tap from reaching the row it sits in. */
export function FavoriteStar({
  active,
  onToggle,
  testId,
  size = 20,
}: {
  active: boolean;
  onToggle: () => void;
  testId?: string;
  size?: number;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`fav-star${active ? ' active' : ''}`}
      aria-pressed={active}
      aria-label={t(active ? 'market.removeFavorite' : 'market.addFavorite')}
      data-testid={testId}
      style={{ fontSize: size }}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onToggle();
      }}
    >
      {active ? <StarFill /> : <StarOutline />}
    </button>
  );
}
