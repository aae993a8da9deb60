import type { LoanView } from '@meridian/contract/loans';
import { Button, Popup } from 'antd-mobile';
import type { ComponentType, ReactNode } from 'react';

/** The bottom sheets of a loan (repay, add collateral): a popup holding one form, fresh per opening. */

export interface SheetFormProps {
  loan: LoanView;
  price: string | null;
  onDone: () => void;
}

export function LoanSheet({
  loan,
  price,
  onClose,
  form: Form,
}: {
  loan: LoanView | null;
  price: string | null;
  onClose: () => void;
  form: ComponentType<SheetFormProps>;
}) {
  return (
    <Popup visible={loan !== null} onMaskClick={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      {loan ? <Form key={loan.id} loan={loan} price={price} onDone={onClose} /> : null}
    </Popup>
  );
}

/** A sheet's frame: its title, the fields and preview, and the button that opens the confirmation. */
export function SheetBody({
  title,
  testId,
  children,
  action,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  action: { label: string; disabled: boolean; pending: boolean; onClick: () => void };
}) {
  return (
    <div className="loan-sheet" data-testid={testId}>
      <h3>{title}</h3>
      {children}
      <Button
        block
        color="primary"
        disabled={action.disabled || action.pending}
        loading={action.pending}
        data-testid={`${testId}-submit`}
        onClick={action.onClick}
      >
        {action.label}
      </Button>
    </div>
  );
}
