/**
 * The console's strings of the identity-verification review; the queue's shared actions and columns are in
 * strings.ts. English, like the rest of the console.
 */
export const KYC = {
  // Page title.
  kycTitle: 'Identity verification review',

  // What approving does.
  approveKycHint: 'The user gets the verified level at once.',

  // Columns.
  colLevel: 'Level',
  colName: 'Name',
  colIdDocument: 'ID document',
  colImages: 'Front / back',
  level: (n: number) => `Lv${n}`,
};
