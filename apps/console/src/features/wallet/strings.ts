/**
 * The console's strings of the deposit and withdrawal reviews and the deposit addresses; the queues' shared
 * actions and columns are in strings.ts. English, like the rest of the console.
 */
export const W = {
  // Page titles.
  depositsTitle: 'Deposit review',
  withdrawalsTitle: 'Withdrawal review',
  addressesTitle: 'Deposit addresses',

  // What approving does.
  approveDepositHint: 'The amount is credited to the user’s balance.',
  approveWithdrawalHint: 'Only approve once the funds have been sent to the destination.',

  // Columns.
  colCurrency: 'Currency',
  colAmount: 'Amount',
  colFee: 'Fee',
  colArrives: 'Arrives',
  colNetwork: 'Network',
  colVoucher: 'Voucher',
  colPaidFrom: 'Paid from',
  colDestination: 'Destination',
  /** A card withdrawal's payout, fixed when the user requested it. */
  payFiat: (amount: string, currency: string, rate: string, coin: string) =>
    `Pay ${amount} ${currency} (1 ${coin} = ${rate} ${currency})`,
  colAddress: 'Address',
  notSet: 'Not set',
  /** A demo install's placeholder deposit address (an operator's save replaces it). */
  demoAddress: 'Demo',

  // Deposit addresses.
  editAddressTitle: (currency: string, network: string) => `Deposit address: ${currency} (${network})`,
  addressRequired: 'Enter an address',
  addressLength: 'Between 8 and 128 characters',
  addressHint: 'Users deposit to this address. Check it twice: a wrong address loses their funds.',
};
