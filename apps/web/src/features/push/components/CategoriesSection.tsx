import type { PushCategories, PushCategory } from '@meridian/contract/push';
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSetCategory } from '../data/push';

/** What is pushed, by category, for every device of the user (each push is in the notifications list too). */
export function CategoriesSection({ server }: { server: PushCategories }) {
  const { t } = useTranslation();
  const set = useSetCategory();
  const pending = set.isPending ? set.variables.category : null;
  const toggle = (category: PushCategory, enabled: boolean) =>
    void set.mutateAsync({ category, enabled }).catch(() => {
      // the request's own error toast has said why; the switch stays as the server has it
    });
  return (
    <List header={t('push.categoriesTitle')}>
      {server.categories.map(({ category, enabled }) => (
        <List.Item
          key={category}
          data-testid={`push-category-${category}`}
          description={t(`push.category.${category}.hint`)}
          extra={
            <Switch
              data-testid={`push-category-${category}-switch`}
              checked={enabled}
              loading={pending === category}
              onChange={(on) => toggle(category, on)}
            />
          }
        >
          {t(`push.category.${category}.title`)}
        </List.Item>
      ))}
      <List.Item className="push-categories-note">{t('push.categoriesHint')}</List.Item>
    </List>
  );
}
