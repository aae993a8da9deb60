import type { SpotPlaceType, SpotSide } from '@meridian/contract/spot';
import { Button, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Percent } from '../../../components/Amount';
import { Segmented } from '../../../components/TicketParts';
import { SPOT_PERCENTS } from '../forms/types';
import type { SpotPercent } from '../forms/types';
import { StepSlider } from './StepSlider';

/**
 * The spot ticket's controls, shared by the ticket and by the frame it shows while its pair loads
 * (TicketPending), so both draw the same boxes. Test ids start with `prefix` ("spot" for the ticket).
 */

export function Field(props: {
  testId: string;
  label: string;
  value: string;
  unit: string;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (v: string) => void;
}) {
  return (
    <div className={`ticket-field${props.error ? ' has-error' : ''}`} data-testid={props.testId}>
      <Input
        value={props.value}
        onChange={props.onChange}
        placeholder={props.label}
        inputMode="decimal"
        disabled={props.disabled}
        aria-label={props.label}
        aria-invalid={props.error ? true : undefined}
      />
      <span className="ticket-unit">{props.unit}</span>
    </div>
  );
}

export function SideSwitch(props: { prefix: string; value: SpotSide; onChange: (side: SpotSide) => void }) {
  const { t } = useTranslation();
  return (
    <Segmented<SpotSide>
      testId={`${props.prefix}-side`}
      value={props.value}
      options={[
        { value: 'buy', label: t('trade.buy'), className: 'buy' },
        { value: 'sell', label: t('trade.sell'), className: 'sell' },
      ]}
      onChange={props.onChange}
    />
  );
}

/** Limit, market, stop-limit, OCO: four short choices in one row of the half-width ticket. */
export function TypeSwitch(props: {
  prefix: string;
  value: SpotPlaceType;
  onChange: (type: SpotPlaceType) => void;
}) {
  const { t } = useTranslation();
  return (
    <Segmented<SpotPlaceType>
      testId={`${props.prefix}-type`}
      className="four"
      value={props.value}
      options={[
        { value: 'limit', label: t('trade.limit') },
        { value: 'market', label: t('trade.market') },
        { value: 'stop_limit', label: t('trade.stopShort') },
        { value: 'oco', label: t('trade.oco') },
      ]}
      onChange={props.onChange}
    />
  );
}

/** The balance slider and its stops (0–100 %), idle while `disabled`. */
export function PercentPicker(props: {
  prefix: string;
  percent: SpotPercent | null;
  disabled: boolean;
  onPick: (percent: SpotPercent) => void;
}) {
  return (
    <div className="ticket-slider" data-testid={`${props.prefix}-slider`} data-percent={props.percent ?? ''}>
      <StepSlider
        min={0}
        max={100}
        step={25}
        disabled={props.disabled}
        value={props.percent ?? 0}
        onChange={(v) => props.onPick(v as SpotPercent)}
      />
      <div className="ticket-percents">
        {SPOT_PERCENTS.map((p) => (
          <button
            key={p}
            type="button"
            className={props.percent === p ? 'active' : ''}
            data-testid={`${props.prefix}-percent-${p}`}
            disabled={props.disabled}
            onClick={() => props.onPick(p)}
          >
            <Percent value={p} decimals={0} />
          </button>
        ))}
      </div>
    </div>
  );
}

/** The order button in the side's colour (a visitor gets LoginButton in its place). */
export function SubmitButton(props: {
  side: SpotSide;
  testId: string;
  disabled: boolean;
  loading?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      block
      className={`ticket-submit ${props.side}`}
      loading={props.loading}
      disabled={props.disabled}
      data-testid={props.testId}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}

/** A visitor's submit button: it needs no pair, so it works while the pair still loads. */
export function LoginButton({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <Button block color="primary" className="ticket-submit" data-testid="spot-login" onClick={onLogin}>
      {t('trade.loginToTrade')}
    </Button>
  );
}
