import {
  Decimal,
  KYC_LIMITS,
  KYC_REVIEW_HOURS,
  SESSION_IDLE_TTL_MS,
  SESSION_IDLE_TTL_SHORT_MS,
  VERIFICATION_CODE,
} from '@meridian/contract';
import {
  COPY_MAX_FOLLOWS,
  COPY_MULTIPLE_MAX,
  COPY_SHARE_MAX_PERCENT,
  COPY_STOP_LOSS_RANGE,
  COPY_WINDOWS,
} from '@meridian/contract/copytrade';
import { DEMO_FUNDS } from '@meridian/contract/demo';
import {
  INVEST_FAIL_AFTER_MS,
  INVEST_SAMPLES_MIN,
  INVEST_SAMPLE_MINUTES,
  INVEST_SETTLE_HOUR_UTC,
  investPayout,
  lockDividend,
  lockRedemption,
} from '@meridian/contract/earn';
import {
  FUTURES_FEE_PERCENT,
  FUTURES_LEVERAGES,
  FUTURES_LIQUIDATION_RISK_PERCENT,
  FUTURES_LOTS,
  FUTURES_MAX_LIVE_POSITIONS,
  FUTURES_MAX_PRICE_AGE_MS,
  FUTURES_MONEY_DECIMALS,
  FUTURES_OVERNIGHT_PERCENT,
  FUTURES_SPREAD_PERCENT,
  futuresFee,
  futuresMargin,
} from '@meridian/contract/futures';
import {
  GAME_DAILY_POINTS,
  GAME_LEADERBOARD_SIZE,
  GAME_SECONDS,
  GAME_STAKES,
  GAME_SYMBOLS,
} from '@meridian/contract/game';
import { INVITE_REBATE_PERCENT } from '@meridian/contract/invite';
import { LOAN_TERMS } from '@meridian/contract/loans';
import {
  NFT_DEFAULT_MARGIN_BPS,
  NFT_EXTENSION_MS,
  NFT_FIXED_LISTING_MS,
  NFT_PAY_WINDOW_MS,
  NFT_PLATFORM_FEE_BPS,
  NFT_ROYALTY_MAX_BPS,
  NFT_SERIES_MAX_BOXES,
  NFT_SERIES_MAX_PRIZES,
  NFT_SNIPE_WINDOW_MS,
} from '@meridian/contract/nft';
import {
  OPTIONS_DEFAULT_TIERS,
  OPTIONS_FEE_PERCENT,
  OPTIONS_MAX_OPEN_ORDERS,
  OPTIONS_MAX_PRICE_AGE_MS,
} from '@meridian/contract/options';
import {
  OTC_DEFAULT_MAX_USDT,
  OTC_DEFAULT_MIN_USDT,
  OTC_DEFAULT_PAY_WINDOW_MINUTES,
  OTC_DEFAULT_SPREAD_BPS,
  OTC_LEVEL_CAPS_USDT,
  OTC_QUOTE_TTL_MS,
} from '@meridian/contract/otc';
import {
  SPOT_MAKER_FEE_PERCENT,
  SPOT_MARKET_BUY_COLLAR_PERCENT,
  SPOT_MIN_NOTIONAL,
  SPOT_TAKER_FEE_PERCENT,
} from '@meridian/contract/spot';
import { rulesOf } from '../../wallet';

/**
 * Every figure the starting articles quote, read from the constants the code runs on (never typed into a text),
 * and formatted with the language's separators. When a constant changes, the seed text changes with it.
 */
export interface NumberStyle {
  /** Decimal separator. */
  dec: string;
  /** Thousands separator. */
  group: string;
}

export const NUMBER_STYLES = {
  dot: { dec: '.', group: ',' },
  comma: { dec: ',', group: '.' },
  french: { dec: ',', group: '\u00a0' },
} as const satisfies Record<string, NumberStyle>;

/** A decimal string (or integer) with the style's separators; thousands grouped from 10,000 up (and 1,000). */
export function formatNumber(v: string | number | Decimal, s: NumberStyle): string {
  const text = typeof v === 'string' ? v : new Decimal(v).toFixed();
  const [int = '0', frac] = text.split('.');
  const grouped = int.length > 3 ? int.replace(/\B(?=(\d{3})+(?!\d))/g, s.group) : int;
  return frac ? `${grouped}${s.dec}${frac}` : grouped;
}

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const bps = (v: number) => new Decimal(v).div(100).toFixed();

/** The raw figures (decimal strings and integers), before formatting. */
function raw() {
  const notional = '1000';
  const leverage = 10;
  const margin = futuresMargin(notional, leverage, FUTURES_MONEY_DECIMALS);
  const liqLoss = margin.times(new Decimal(100).minus(FUTURES_LIQUIDATION_RISK_PERCENT)).div(100);
  const tier = OPTIONS_DEFAULT_TIERS[1];
  const stake = '100';
  const lockEx = { amount: '1000', rate: '0.4', days: 3, yieldOn: '10000', low: '0.3', high: '0.4' };
  const lock = lockRedemption(lockEx.amount, lockEx.rate, lockEx.days, 2);
  const invest = { type: 'call' as const, amount: '0.1', linkedPrice: '50000', aprPct: '36.5', days: 10 };
  const copyEx = { multiple: '1.5', lots: 3 };
  const dec = { coin: 8, usdt: 2 };
  const wd = (s: string) => rulesOf({ symbol: s });
  return {
    spotMaker: SPOT_MAKER_FEE_PERCENT,
    spotTaker: SPOT_TAKER_FEE_PERCENT,
    spotCollar: SPOT_MARKET_BUY_COLLAR_PERCENT,
    spotMinCrypto: SPOT_MIN_NOTIONAL.crypto,
    spotMinStock: SPOT_MIN_NOTIONAL.stock,
    futuresFee: FUTURES_FEE_PERCENT,
    futuresOvernight: FUTURES_OVERNIGHT_PERCENT,
    futuresSpread: FUTURES_SPREAD_PERCENT,
    futuresLiqRisk: FUTURES_LIQUIDATION_RISK_PERCENT,
    futuresLiqLossPct: new Decimal(100).minus(FUTURES_LIQUIDATION_RISK_PERCENT).toFixed(),
    futuresMax: Math.max(...FUTURES_LEVERAGES),
    futuresMaxLive: FUTURES_MAX_LIVE_POSITIONS,
    futuresPriceAgeS: FUTURES_MAX_PRICE_AGE_MS / 1000,
    lotsMin: FUTURES_LOTS.min,
    lotsMax: FUTURES_LOTS.max,
    exNotional: notional,
    exLeverage: leverage,
    exMargin: margin.toFixed(),
    exFee: futuresFee(notional, FUTURES_FEE_PERCENT, FUTURES_MONEY_DECIMALS).toFixed(),
    exOvernight: futuresFee(notional, FUTURES_OVERNIGHT_PERCENT, FUTURES_MONEY_DECIMALS).toFixed(),
    exLiqLoss: liqLoss.toFixed(),
    exLiqMovePct: liqLoss.div(notional).times(100).toFixed(),
    optFee: OPTIONS_FEE_PERCENT,
    optPriceAgeS: OPTIONS_MAX_PRICE_AGE_MS / 1000,
    optMaxOpen: OPTIONS_MAX_OPEN_ORDERS,
    optStake: stake,
    optTierSeconds: tier.seconds,
    optTierRatio: tier.profit_ratio,
    optWinPayout: new Decimal(stake).times(new Decimal(tier.profit_ratio).div(100).plus(1)).toFixed(),
    copyMaxFollows: COPY_MAX_FOLLOWS,
    copyShareMax: COPY_SHARE_MAX_PERCENT,
    copyMultipleMax: COPY_MULTIPLE_MAX,
    copyMultipleMin: '0.01',
    copyExMultiple: copyEx.multiple,
    copyExLots: copyEx.lots,
    copyExCopied: new Decimal(copyEx.multiple).times(copyEx.lots).floor().toFixed(),
    copyStopMin: COPY_STOP_LOSS_RANGE.min,
    copyStopMax: COPY_STOP_LOSS_RANGE.max,
    lockExAmount: lockEx.amount,
    lockExRate: lockEx.rate,
    lockExDays: lockEx.days,
    lockExYieldOn: lockEx.yieldOn,
    lockExLow: lockEx.low,
    lockExHigh: lockEx.high,
    lockPenalty: lock.penalty.toFixed(),
    lockRefund: lock.refund.toFixed(),
    lockDivLow: lockDividend(lockEx.yieldOn, lockEx.low, 2).toFixed(),
    lockDivHigh: lockDividend(lockEx.yieldOn, lockEx.high, 2).toFixed(),
    investHour: INVEST_SETTLE_HOUR_UTC,
    investSampleMin: INVEST_SAMPLE_MINUTES,
    investSamplesNeeded: INVEST_SAMPLES_MIN,
    investFailHours: INVEST_FAIL_AFTER_MS / HOUR,
    investExAmount: invest.amount,
    investExLinked: invest.linkedPrice,
    investExApr: invest.aprPct,
    investExDays: invest.days,
    investBelow: investPayout(invest, '49000', dec).amount.toFixed(),
    investAbove: investPayout(invest, '51000', dec).amount.toFixed(),
    nftFee: bps(NFT_PLATFORM_FEE_BPS),
    nftRoyaltyMax: bps(NFT_ROYALTY_MAX_BPS),
    nftSnipeMin: NFT_SNIPE_WINDOW_MS / MIN,
    nftExtendMin: NFT_EXTENSION_MS / MIN,
    nftPayHours: NFT_PAY_WINDOW_MS / HOUR,
    nftDeposit: bps(NFT_DEFAULT_MARGIN_BPS),
    nftListingDays: NFT_FIXED_LISTING_MS / DAY,
    nftMaxBoxes: NFT_SERIES_MAX_BOXES,
    nftMaxPrizes: NFT_SERIES_MAX_PRIZES,
    otcQuoteS: OTC_QUOTE_TTL_MS / 1000,
    otcSpread: bps(OTC_DEFAULT_SPREAD_BPS),
    otcPayMin: OTC_DEFAULT_PAY_WINDOW_MINUTES,
    otcMin: OTC_DEFAULT_MIN_USDT,
    otcMax: OTC_DEFAULT_MAX_USDT,
    otcLv1: OTC_LEVEL_CAPS_USDT[1],
    otcLv2: OTC_LEVEL_CAPS_USDT[2],
    loanTermDays: LOAN_TERMS.filter((t) => t > 0),
    kycLv1Btc: KYC_LIMITS.lv1.withdrawBtcPer24h,
    kycLv2Btc: KYC_LIMITS.lv2.withdrawBtcPer24h,
    kycLv1Fiat: KYC_LIMITS.lv1.fiatTradeMaxUsdt,
    kycLv2Fiat: KYC_LIMITS.lv2.fiatTradeMaxUsdt,
    kycReviewHours: KYC_REVIEW_HOURS,
    wdUsdtMin: wd('USDT').withdrawMin,
    wdUsdtFee: wd('USDT').withdrawFee,
    wdBtcMin: wd('BTC').withdrawMin,
    wdBtcFee: wd('BTC').withdrawFee,
    wdEthMin: wd('ETH').withdrawMin,
    wdEthFee: wd('ETH').withdrawFee,
    demoClaim: DEMO_FUNDS.claimAmount,
    demoTopUp: DEMO_FUNDS.topUpAmount,
    demoBelow: DEMO_FUNDS.topUpBelow,
    sessionShortHours: SESSION_IDLE_TTL_SHORT_MS / HOUR,
    sessionLongDays: SESSION_IDLE_TTL_MS / DAY,
    codeDigits: VERIFICATION_CODE.length,
    codeMinutes: VERIFICATION_CODE.ttlMs / MIN,
    inviteRate: INVITE_REBATE_PERCENT,
    gameDaily: GAME_DAILY_POINTS,
    gameBoard: GAME_LEADERBOARD_SIZE,
  };
}

type Raw = ReturnType<typeof raw>;
/** Every figure as text in one language's number style, plus the lists the texts quote. */
export type Figures = { [K in keyof Raw]: string } & {
  leverages: string;
  copyWindows: string;
  gameStakes: string;
  gameSeconds: string;
  gameSymbols: string;
  loanTerms: string;
  tiers: { seconds: string; ratio: string; min: string; max: string }[];
};

export function figures(style: NumberStyle, listSep = ', '): Figures {
  const r = raw();
  const f = (v: string | number | Decimal) => formatNumber(v, style);
  const out = {} as Record<string, string>;
  for (const [k, v] of Object.entries(r)) out[k] = Array.isArray(v) ? v.map(f).join(listSep) : f(v);
  return {
    ...(out as { [K in keyof Raw]: string }),
    leverages: FUTURES_LEVERAGES.map(f).join(listSep),
    copyWindows: COPY_WINDOWS.map(f).join(listSep),
    gameStakes: GAME_STAKES.map(f).join(listSep),
    gameSeconds: GAME_SECONDS.map(f).join(listSep),
    gameSymbols: GAME_SYMBOLS.join(listSep),
    loanTerms: LOAN_TERMS.filter((t) => t > 0)
      .map(f)
      .join(listSep),
    tiers: OPTIONS_DEFAULT_TIERS.map((t) => ({
      seconds: f(t.seconds),
      ratio: f(t.profit_ratio),
      min: f(t.min_amount),
      max: f(t.max_amount),
    })),
  };
}
