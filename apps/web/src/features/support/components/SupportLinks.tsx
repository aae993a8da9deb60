import { Badge, Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KEFU_PATH } from '../../../lib/paths';
import { useSupportUnread } from '../data/hooks';
import { badgeText } from '../../notifications';

/** The support chat's unread replies as a badge over `children` (the home menu's customer-service entry). */
export function SupportBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const count = useSupportUnread().data?.unread ?? 0;
  const text = badgeText(count);
  return (
    <Badge
      content={text || null}
      aria-label={count > 0 ? t('kefu.unreadBadge', { count }) : undefined}
      data-testid="support-badge"
    >
      {children}
    </Badge>
  );
}

/** The unread replies as a count badge on its own (a list entry's extra), nothing at 0. */
export function SupportUnreadCount() {
  const { t } = useTranslation();
  const count = useSupportUnread().data?.unread ?? 0;
  const text = badgeText(count);
  if (!text) return null;
  return <Badge content={text} aria-label={t('kefu.unreadBadge', { count })} data-testid="support-unread" />;
}

/** "Chat with support": every "contact support" place in the app opens the chat (optionally about a record). */
export function ContactSupportButton({ topic, testId }: { topic?: string; testId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = topic ? `${KEFU_PATH}?topic=${encodeURIComponent(topic)}` : KEFU_PATH;
  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      data-testid={testId ?? 'contact-support'}
      onClick={() => void navigate(to)}
    >
      {t('contact.chat')}
    </Button>
  );
}
