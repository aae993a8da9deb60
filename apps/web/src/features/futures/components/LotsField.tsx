import { Button, Input, useConfig } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
// the look of antd-mobile's Stepper, whose own typing clamps
import 'antd-mobile/es/components/stepper/stepper.css';

/**
 * Whole lots with − and + buttons. Unlike antd-mobile's Stepper, what the user types stays as typed (a value
 * above the maximum is reported by the ticket, not replaced on blur); the buttons step within the limits.
 */
export function LotsField(props: {
  testId: string;
  label: string;
  value: string;
  min: number;
  /** 0: no maximum. */
  max: number;
  invalid: boolean;
  onType: (value: string) => void;
  onStep: (by: number) => void;
}) {
  const { locale } = useConfig();
  const lots = Number.parseInt(props.value, 10);
  const known = Number.isFinite(lots);
  return (
    <div className="adm-stepper" data-testid={props.testId}>
      <Button
        className="adm-stepper-minus"
        fill="none"
        shape="rectangular"
        color="primary"
        aria-label={locale.Stepper.decrease}
        disabled={known && lots <= props.min}
        onClick={() => props.onStep(-1)}
      >
        <MinusOutline />
      </Button>
      <div className="adm-stepper-middle">
        <Input
          className="adm-stepper-input"
          value={props.value}
          inputMode="numeric"
          aria-label={props.label}
          aria-invalid={props.invalid || undefined}
          onChange={props.onType}
        />
      </div>
      <Button
        className="adm-stepper-plus"
        fill="none"
        shape="rectangular"
        color="primary"
        aria-label={locale.Stepper.increase}
        disabled={known && props.max > 0 && lots >= props.max}
        onClick={() => props.onStep(1)}
      >
        <AddOutline />
      </Button>
    </div>
  );
}
