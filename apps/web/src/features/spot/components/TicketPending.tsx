import { useTranslation } from 'react-i18next';
import { Line } from '../../../components/TicketParts';
import { Field, LoginButton, PercentPicker, SideSwitch, SubmitButton, TypeSwitch } from './TicketControls';

const idle = () => undefined;

/**
 * The ticket while its pair's detail loads: the boxes TicketForm draws for a fresh limit buy, in the same places,
 * with nothing to type or pick yet. A visitor's login button is the real one (it needs no pair); a user's buy
 * button waits, disabled. `base` and `quote` are the units the route's symbol names (empty when it names none).
 */
export function TicketPending(props: {
  base: string;
  quote: string;
  loggedIn: boolean;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  const prefix = 'spot-pending';
  return (
    <section className="ticket buy" data-testid="spot-ticket-pending" aria-busy="true">
      <SideSwitch prefix={prefix} value="buy" onChange={idle} />
      <TypeSwitch prefix={prefix} value="limit" onChange={idle} />
      <Field
        testId={`${prefix}-price`}
        label={t('trade.price')}
        unit={props.quote}
        value=""
        disabled
        onChange={idle}
      />
      <Field
        testId={`${prefix}-amount`}
        label={t('trade.amount')}
        unit={props.base}
        value=""
        disabled
        onChange={idle}
      />
      <PercentPicker prefix={prefix} percent={null} disabled onPick={idle} />
      <Line label={t('trade.available')} testId={`${prefix}-available`} value="--" />
      <Line label={t('trade.total')} testId={`${prefix}-total`} value="--" />
      <Line label={<span>{t('trade.feeShort')}</span>} testId={`${prefix}-fee`} value="--" />
      {props.loggedIn ? (
        <SubmitButton side="buy" testId={`${prefix}-submit`} disabled>
          {props.base ? t('trade.buyAsset', { asset: props.base }) : t('trade.buy')}
        </SubmitButton>
      ) : (
        <LoginButton onLogin={props.onLogin} />
      )}
    </section>
  );
}
