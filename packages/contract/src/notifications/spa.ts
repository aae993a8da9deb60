import type { NotificationCatalogue } from './keys';

export const spa: NotificationCatalogue = {
  deposit_credited: {
    title: 'Depósito acreditado',
    body: 'Tu depósito de {{amount}} {{currency}} se ha acreditado en tu cuenta spot.',
  },
  withdrawal_paid: {
    title: 'Retiro pagado',
    body: 'Tu retiro de {{amount}} {{currency}} se ha pagado (comisión de {{fee}} {{currency}}).',
  },
  withdrawal_rejected: {
    title: 'Retiro rechazado',
    body: 'Tu retiro de {{amount}} {{currency}} fue rechazado: {{reason}}. El importe ha vuelto a tu cuenta spot.',
  },
  kyc_approved: {
    title: 'Identidad verificada',
    body: 'Tu verificación de identidad (Lv{{level}}) ha sido aprobada.',
  },
  kyc_rejected: {
    title: 'Verificación de identidad rechazada',
    body: 'Tu verificación de identidad (Lv{{level}}) fue rechazada: {{reason}}. Puedes enviarla de nuevo.',
  },
  option_won: {
    title: 'Opción ganada',
    body: 'Tu opción de {{seconds}} segundos sobre {{symbol}} de {{stake}} {{currency}} ha ganado: +{{profit}} {{currency}}.',
  },
  option_lost: {
    title: 'Opción perdida',
    body: 'Tu opción de {{seconds}} segundos sobre {{symbol}} de {{stake}} {{currency}} ha perdido: −{{stake}} {{currency}}.',
  },
  option_draw: {
    title: 'Opción liquidada: empate',
    body: 'Tu opción de {{seconds}} segundos sobre {{symbol}} cerró a su precio de entrada: se te ha devuelto el importe de {{stake}} {{currency}}.',
  },
  option_void: {
    title: 'Opción reembolsada',
    body: 'No se registró ningún precio en el segundo de liquidación de tu opción de {{seconds}} segundos sobre {{symbol}}: se te ha devuelto el importe de {{stake}} {{currency}}.',
  },
};
