import type { NotificationCatalogue } from './keys';

export const pt: NotificationCatalogue = {
  deposit_credited: {
    title: 'Depósito creditado',
    body: 'Seu depósito de {{amount}} {{currency}} foi creditado na sua conta spot.',
  },
  withdrawal_paid: {
    title: 'Saque pago',
    body: 'Seu saque de {{amount}} {{currency}} foi pago (taxa de {{fee}} {{currency}}).',
  },
  withdrawal_rejected: {
    title: 'Saque recusado',
    body: 'Seu saque de {{amount}} {{currency}} foi recusado: {{reason}}. O valor voltou para sua conta spot.',
  },
  kyc_approved: {
    title: 'Identidade verificada',
    body: 'Sua verificação de identidade (Lv{{level}}) foi aprovada.',
  },
  kyc_rejected: {
    title: 'Verificação de identidade recusada',
    body: 'Sua verificação de identidade (Lv{{level}}) foi recusada: {{reason}}. Você pode enviá-la novamente.',
  },
  option_won: {
    title: 'Opção vencedora',
    body: 'Sua opção de {{seconds}} segundos em {{symbol}} de {{stake}} {{currency}} venceu: +{{profit}} {{currency}}.',
  },
  option_lost: {
    title: 'Opção perdedora',
    body: 'Sua opção de {{seconds}} segundos em {{symbol}} de {{stake}} {{currency}} perdeu: −{{stake}} {{currency}}.',
  },
  option_draw: {
    title: 'Opção liquidada: empate',
    body: 'Sua opção de {{seconds}} segundos em {{symbol}} fechou no preço de entrada: o valor de {{stake}} {{currency}} foi devolvido.',
  },
  option_void: {
    title: 'Opção reembolsada',
    body: 'Nenhum preço foi registrado no segundo de liquidação da sua opção de {{seconds}} segundos em {{symbol}}: o valor de {{stake}} {{currency}} foi devolvido.',
  },
};
