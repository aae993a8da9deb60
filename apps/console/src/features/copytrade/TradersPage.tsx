import { Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { withParams } from '../../lib/list-params';
import { readView, type TradersView } from './traders';
import { COPY } from './strings';
import { TradersApplications } from './TradersApplications';
import { TradersList } from './TradersList';

/**
 * Copy traders: the applications queue (`#/traders`) and the traders list (`#/traders?view=traders`).
 * Switching views starts the other list at its first page and default state.
 */
export function TradersPage() {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  return (
    <>
      <Segmented<TradersView>
        value={view}
        style={{ marginBottom: 16 }}
        onChange={(next) =>
          setParams((p) =>
            withParams(p, { view: next === 'traders' ? next : null, status: null, page: null }),
          )
        }
        options={[
          { value: 'applications', label: COPY.viewApplications },
          { value: 'traders', label: COPY.viewTraders },
        ]}
      />
      {view === 'traders' ? <TradersList key="traders" /> : <TradersApplications key="applications" />}
    </>
  );
}
