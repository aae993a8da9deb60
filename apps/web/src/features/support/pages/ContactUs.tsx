import { Badge, List } from 'antd-mobile';
import {
  ClockCircleOutline,
  FileOutline,
  MessageOutline,
  QuestionCircleOutline,
  CheckShieldOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { useSupportUnread } from '../data/hooks';
import { useFixedArticle, ArticleView } from '../../content';
import { KEFU_PATH } from '../../../lib/paths';
import './contactus.css';

function Note({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <div className="contact-note">
      <span className="contact-note-icon" aria-hidden>
        {icon}
      </span>
      <div>
        <h3>{title}</h3>
        <p>{text}</p>
      </div>
    </div>
  );
}

/**
 * /pages/common/contactus — how to reach us: the in-app chat first (the original linked out to a
 * third-party chat through `support_url`), then where to ask about an order, when we answer, and a safety note.
 */
export default function ContactUsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useSupportUnread().data?.unread ?? 0;
  // the operator's contact-us article, when one is written, under the chat entry
  const article = useFixedArticle('contactus').data;
  return (
    <div className="page contact" data-testid="contact-page">
      <PageNav title={t('pages.contactus')} />
      <div className="page-body">
        <p className="contact-intro">{t('contact.intro')}</p>
        <List className="contact-list">
          <List.Item
            data-testid="contact-chat"
            prefix={
              <Badge content={unread > 0 ? String(Math.min(unread, 99)) : null}>
                <span className="contact-chat-icon">
                  <MessageOutline />
                </span>
              </Badge>
            }
            description={unread > 0 ? t('contact.unread', { count: unread }) : t('contact.chatDesc')}
            onClick={() => void navigate(KEFU_PATH)}
          >
            {t('contact.chat')}
          </List.Item>
          <List.Item
            data-testid="contact-faq"
            prefix={
              <span className="contact-chat-icon soft">
                <QuestionCircleOutline />
              </span>
            }
            description={t('contact.faqText')}
            onClick={() => void navigate('/pages/common/faq')}
          >
            {t('contact.faqTitle')}
          </List.Item>
        </List>
        {article ? (
          <section className="contact-article card" data-testid="contact-article">
            <ArticleView article={article} />
          </section>
        ) : null}
        <Note icon={<FileOutline />} title={t('contact.orderTitle')} text={t('contact.orderText')} />
        <Note icon={<ClockCircleOutline />} title={t('contact.hoursTitle')} text={t('contact.hoursText')} />
        <Note icon={<CheckShieldOutline />} title={t('contact.safetyTitle')} text={t('contact.safetyText')} />
      </div>
    </div>
  );
}
