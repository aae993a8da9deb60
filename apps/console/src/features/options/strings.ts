/** The console's strings of the seconds-options tiers. English, like the rest of the console (strings.ts). */
export const OPT = {
  tiersTitle: 'Seconds-options tiers',
  tiersHint:
    'Users choose a tier when they place a seconds option: a win pays the stake plus this percentage. Orders already placed keep the ratio they were accepted with. No tier setting can change an order, a price or a result.',
  addTier: 'Add tier',
  editTierTitle: (seconds: number) => `Tier: ${seconds} s`,
  newTierTitle: 'New tier',
  colSeconds: 'Seconds',
  colRatio: 'Payout %',
  colMinStake: 'Min stake (USDT)',
  colMaxStake: 'Max stake (USDT)',
  colSort: 'Sort',
  breakEven: 'Break-even win rate',
  enabled: 'On',
  disabled: 'Off',
  secondsRange: (min: number, max: number) => `Whole seconds from ${min} to ${max}`,
  ratioRange: (max: string) => `A percentage above 0, at most ${max}`,
  stakeFormat: (decimals: number) => `A positive amount with at most ${decimals} decimals`,
  minAboveMax: 'The minimum stake must not be above the maximum',
};
