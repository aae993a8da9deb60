import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInviteRulesArticle } from '../data/hooks';

/** The published rules in short, and a link to the full rules article when one is published. */
export function InviteRules({ rate }: { rate: string }) {
  const { t } = useTranslation();
  const article = useInviteRulesArticle();
  const id = article.data?.id;
  return (
    <section className="invite-rules card" data-testid="invite-rules">
      <h4>{t('invite.rules.title')}</h4>
      <ol>
        <li>{t('invite.rules.one')}</li>
        <li>{t('invite.rules.two', { rate })}</li>
        <li>{t('invite.rules.three')}</li>
        <li>{t('invite.rules.four')}</li>
      </ol>
      {id !== undefined && (
        <Link to={`/pages/common/article?id=${id}`} data-testid="invite-rules-article">
          {t('invite.rules.more')}
        </Link>
      )}
    </section>
  );
}
