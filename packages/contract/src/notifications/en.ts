import type { NotificationCatalogue } from './keys';

export const en: NotificationCatalogue = {
  deposit_credited: {
    title: 'Deposit credited',
    body: 'Your deposit of {{amount}} {{currency}} has been credited to your spot account.',
  },
  withdrawal_paid: {
    title: 'Withdrawal paid',
    body: 'Your withdrawal of {{amount}} {{currency}} has been paid out (fee {{fee}} {{currency}}).',
  },
  withdrawal_rejected: {
    title: 'Withdrawal rejected',
    body: 'Your withdrawal of {{amount}} {{currency}} was rejected: {{reason}}. The amount is back in your spot account.',
  },
  kyc_approved: {
    title: 'Identity verified',
    body: 'Your identity verification (Lv{{level}}) has been approved.',
  },
  kyc_rejected: {
    title: 'Identity verification rejected',
    body: 'Your identity verification (Lv{{level}}) was rejected: {{reason}}. You can submit it again.',
  },
  option_won: {
    title: 'Option won',
    body: 'Your {{seconds}}-second {{symbol}} option of {{stake}} {{currency}} won: +{{profit}} {{currency}}.',
  },
  option_lost: {
    title: 'Option lost',
    body: 'Your {{seconds}}-second {{symbol}} option of {{stake}} {{currency}} lost: −{{stake}} {{currency}}.',
  },
  option_draw: {
    title: 'Option settled: draw',
    body: 'Your {{seconds}}-second {{symbol}} option closed at its entry price: your stake of {{stake}} {{currency}} has been returned.',
  },
  option_void: {
    title: 'Option refunded',
    body: 'No price was recorded for the settlement second of your {{seconds}}-second {{symbol}} option: your stake of {{stake}} {{currency}} has been returned.',
  },
};
