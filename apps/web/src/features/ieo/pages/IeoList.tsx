import type { IeoPhase } from '@meridian/contract/earn';
import type { IeoProjectItem } from '@meridian/contract/ieo';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedView } from '../../../components/PagedView';
import { NavLink, PageNav } from '../../../components/PageNav';
import { useIeoProjects } from '../data/hooks';
import { flattenPages } from '../../../api/paging';
import { money, PhaseCountdown, ProjectHead, SubscribedBar, tokens } from '../components/parts';
import { IEO_ORDERS, ieoProjectPath } from '../paths';
import { Fact } from '../../../components/Fact';

/** The order phases are shown in: what can be subscribed now first, then what is coming, then the past. */
const PHASE_ORDER: IeoPhase[] = ['live', 'warmup', 'ended'];

export function ProjectCard({ p, onRefetch }: { p: IeoProjectItem; onRefetch?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <article
      className="ieo-card card"
      data-testid={`ieo-project-${p.id}`}
      data-phase={p.phase}
      onClick={() => void navigate(ieoProjectPath(p.id))}
    >
      <ProjectHead p={p} />
      <div className="ieo-facts">
        <Fact look="ieo" label={t('ieo.price')}>
          {money(p.price)} {p.pay_currency_name}
        </Fact>
        <Fact look="ieo" label={t('ieo.supply')}>
          {tokens(p.amount)} {p.currency_name}
        </Fact>
      </div>
      <SubscribedBar p={p} />
      <div className="ieo-card-foot">
        <PhaseCountdown p={p} onDone={onRefetch} />
        <span>{t('ieo.applicationsCount', { count: p.total_apply })}</span>
      </div>
    </article>
  );
}

/** /pages/ieo/ieo — projects grouped by phase (in progress, warm-up, ended), each with countdown and progress. */
export default function IeoList() {
  const { t } = useTranslation();
  const projects = useIeoProjects({ refetchInterval: 30_000 });
  const rows = flattenPages(projects.data?.pages);
  const refetch = () => void projects.refetch();
  const byPhase = PHASE_ORDER.map((phase) => ({ phase, rows: rows.filter((p) => p.phase === phase) }));
  return (
    <div className="page ieo-page" data-testid="ieo-list">
      <PageNav
        title={t('pages.ieo')}
        right={
          <NavLink to={IEO_ORDERS} testId="ieo-my-orders">
            {t('ieo.myOrders')}
          </NavLink>
        }
      />
      <div className="page-body">
        <p className="ieo-intro card">{t('ieo.intro')}</p>
        <PagedView
          query={projects}
          rows={byPhase.filter((g) => g.rows.length > 0)}
          empty={t('ieo.noProjects')}
          testId="ieo-projects"
          render={(g) => (
            <section key={g.phase} className="earn-list" data-testid={`ieo-section-${g.phase}`}>
              <h2 className="ieo-section-title">{t(`ieo.phase.${g.phase}`)}</h2>
              {g.rows.map((p) => (
                <ProjectCard key={p.id} p={p} onRefetch={refetch} />
              ))}
            </section>
          )}
        />
      </div>
    </div>
  );
}
