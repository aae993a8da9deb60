import {
  COPY_AGREEMENT_VERSION,
  COPY_MAX_FOLLOWS,
  COPY_SHARE_MAX_PERCENT,
} from '@meridian/contract/copytrade';
import { formatPercentFigure } from '../../../lib/format';

/**
 * The copy-trading agreement, version COPY_AGREEMENT_VERSION: the original's two pages,
 * `follow/agreement_zh` and `follow/agreement_en`, each in its own language whatever the app's language.
 * Bump the version in the contract when these texts change, so every follower accepts the new text.
 */

export interface AgreementSection {
  title: string;
  body: string[];
}

export interface AgreementText {
  title: string;
  intro: string;
  sections: AgreementSection[];
  accept: string;
  acceptButton: string;
  accepted: string;
}

/** The most a trader may take, as each text's own language writes a percentage. */
const share = (lang: string): string => formatPercentFigure(COPY_SHARE_MAX_PERCENT, { decimals: 0, lang });
const follows = COPY_MAX_FOLLOWS;

export const AGREEMENT_EN: AgreementText = {
  title: `Copy Trading Agreement (version ${COPY_AGREEMENT_VERSION})`,
  intro:
    'This agreement sets out how copy trading works on Meridian and the risks you accept by following a trader. Read it in full before your first follow. By accepting it you confirm that you understand it and that you copy trades at your own risk.',
  sections: [
    {
      title: '1. What copy trading is',
      body: [
        'When you follow a trader, every futures position the trader opens after that moment is copied into your own futures account as a position of yours: you provide its margin, you pay its fees (opening fee and overnight fees) and you bear its profit or loss. Each copy is an ordinary futures position under the same rules, leverage limits, margin and liquidation as any position you open yourself.',
        `You may follow at most ${follows} traders at a time. You cannot copy yourself. Positions the trader opened before you followed are not copied.`,
      ],
    },
    {
      title: '2. Risks',
      body: [
        "Futures trading with leverage can lose all of the margin of a position quickly. A trader's past results, including the return, win rate and drawdown shown on the leaderboard, do not predict future results. Following a trader does not protect you against losses; you can lose all the money you assign to copy trading.",
        "Your results will differ from the trader's: your copies open and close at different moments and prices, in different sizes, with your own fees, and some orders may not be copied at all (see sections 3 and 4).",
        'Nobody at Meridian gives you investment advice by listing a trader. Demo traders, labelled DEMO, are automated accounts that trade the simulated market with a published strategy; they show how copy trading works and are not people.',
      ],
    },
    {
      title: '3. Copies open and close at the market price of the moment',
      body: [
        "A copy is opened at the market price at the moment it is made, never at the trader's entry price. Likewise, when the trader's position closes for any reason (manual close, take-profit, stop-loss, liquidation, batch close), each copy still attached to it is closed at the market price of that moment. The price you get may be better or worse than the trader's.",
        "A copy carries the trader's take-profit and stop-loss when they are valid for your copy; otherwise your copy has none until you set them after switching it to self-holding.",
      ],
    },
    {
      title: '4. Size of a copy and skipped copies',
      body: [
        "With a fixed multiple, your copy has the trader's lots multiplied by your multiple, rounded down to whole lots (the multiple itself is kept to two decimals). With fixed lots, every copy has the number of lots you chose. A copy below one lot is not made.",
        'A copy is skipped, and you are notified with the reason, when it cannot be made: your futures balance is too low, it would exceed your budget, you are at the position limit, the price is stale, the market is closed, or the copy would be below one lot. A skipped copy is not made later.',
      ],
    },
    {
      title: '5. Budget and copier stop-loss',
      body: [
        "Your budget is the most margin that the open copies of one follow may hold at a time; a copy that would exceed it is skipped. It must be at least the trader's minimum.",
        "If you set a copier stop-loss of X %, the follow stops, and all its open copies are closed at the market price, when the follow's total result (realised plus unrealised) reaches a loss of X % of your budget. Prices can move past that level before the copies close, so the loss can be larger.",
      ],
    },
    {
      title: "6. The trader's profit share",
      body: [
        `When a copy closes with a profit, the trader receives the profit share they published when you followed (at most ${share('en')}), taken from your realised profit at that close. The share is only charged on cumulative profit above your high-water mark: the highest cumulative result of the follow so far. Profit that only recovers an earlier loss pays no share. No share is charged on losses.`,
        "Every share paid is listed in My copy trading, and the trader sees the shares they receive. A change of the trader's rate later does not change the rate of your existing follow.",
      ],
    },
    {
      title: '7. Self-holding and stopping',
      body: [
        "While a copy is attached to the trader's position, the trader's close closes it and you cannot close it or edit its take-profit and stop-loss yourself. You can switch any copy to self-holding: it becomes your own position, the trader's later actions no longer affect it, and you manage it yourself.",
        "You can stop following at any time. Your open copies stay open and become yours to manage: they are no longer closed by the trader's closes. The same happens if the trader stops being a trader.",
      ],
    },
    {
      title: '8. Statistics and fairness',
      body: [
        "Traders' statistics are computed only from their real closed positions and the number of active followers, refreshed hourly and after each of the trader's closes. No one, including the operator of this platform, can edit them.",
        'The operator cannot choose, adjust or influence the outcome of any position, copy or close. Copies are made by the same futures service that handles every other order.',
      ],
    },
    {
      title: '9. Changes',
      body: [
        'If this agreement changes, you will be asked to accept the new version before you follow a trader again. Your existing follows continue under the terms you accepted.',
      ],
    },
  ],
  accept: 'I have read and understood this agreement and accept the risks of copy trading.',
  acceptButton: 'Accept and continue',
  accepted: 'You accepted this agreement.',
};

export const AGREEMENT_ZH: AgreementText = {
  title: `跟单交易协议（第 ${COPY_AGREEMENT_VERSION} 版）`,
  intro:
    '本协议说明 Meridian 跟单交易的运作方式，以及您跟随交易员时所承担的风险。请在首次跟单前完整阅读。接受本协议即表示您已理解其内容，并自行承担跟单交易的风险。',
  sections: [
    {
      title: '一、什么是跟单交易',
      body: [
        '跟随交易员后，交易员此后开立的每一笔合约仓位都会在您的合约账户中复制为您自己的仓位：保证金由您提供，手续费（开仓手续费和隔夜费）由您支付，盈亏由您承担。每一笔跟单都是普通的合约仓位，适用与您自行开仓完全相同的规则、杠杆限制、保证金和强平机制。',
        `您最多可同时跟随 ${follows} 位交易员，且不能跟随自己。您跟随之前交易员已开立的仓位不会被复制。`,
      ],
    },
    {
      title: '二、风险提示',
      body: [
        '杠杆合约交易可能迅速亏损仓位的全部保证金。排行榜上显示的收益率、胜率、回撤等交易员历史业绩不代表未来表现。跟单不能使您免受亏损，您可能损失投入跟单的全部资金。',
        '您的结果会与交易员不同：您的跟单在不同的时间、以不同的价格和数量开平仓，手续费由您自己承担，部分订单也可能无法复制（见第三、四条）。',
        'Meridian 列出交易员并不构成任何投资建议。标有“演示”的演示交易员是在模拟行情中按公开策略自动交易的账户，仅用于展示跟单的运作方式，并非真实用户。',
      ],
    },
    {
      title: '三、跟单按当时的市场价格开仓和平仓',
      body: [
        '跟单在生成时按当时的市场价格开仓，绝不按交易员的开仓价格。同样，当交易员的仓位因任何原因平仓（手动平仓、止盈、止损、强平、一键平仓）时，仍与其关联的每一笔跟单都按当时的市场价格平仓。您的成交价格可能优于或劣于交易员。',
        '若交易员的止盈止损对您的跟单有效，跟单会带上相同的止盈止损；否则您的跟单不设止盈止损，直至您将其转为自主持仓后自行设置。',
      ],
    },
    {
      title: '四、跟单数量与跳过的跟单',
      body: [
        '固定倍数模式下，跟单手数为交易员手数乘以您的倍数并向下取整（倍数本身保留两位小数）；固定手数模式下，每笔跟单均为您设定的手数。不足一手的跟单不会生成。',
        '当跟单无法生成时，该跟单会被跳过，并通知您原因：合约余额不足、超出您的预算、持仓数量已达上限、价格过期、市场休市，或跟单不足一手。被跳过的跟单之后不会补单。',
      ],
    },
    {
      title: '五、预算与跟单止损',
      body: [
        '预算是一个跟单关系中所有未平仓跟单同时占用保证金的上限；超出预算的跟单会被跳过。预算不得低于交易员设定的最低金额。',
        '若您设置了 X% 的跟单止损，当该跟单关系的总结果（已实现加未实现）亏损达到预算的 X% 时，跟单将停止，其所有未平仓跟单按市场价格平仓。平仓前价格可能越过该水平，因此实际亏损可能更大。',
      ],
    },
    {
      title: '六、交易员分润',
      body: [
        `跟单盈利平仓时，交易员按您跟随时其公布的分润比例（最高 ${share('zh')}）从您该笔平仓的已实现利润中获得分润。分润只对超过高水位线的累计利润收取：高水位线是该跟单关系迄今为止的最高累计结果。仅弥补此前亏损的利润不收取分润，亏损不收取分润。`,
        '每一笔已支付的分润都会在“我的跟单”中列出，交易员也能看到其收到的分润。交易员之后调整比例，不影响您现有跟单关系的比例。',
      ],
    },
    {
      title: '七、自主持仓与停止跟单',
      body: [
        '跟单与交易员仓位关联期间，交易员平仓时该跟单随之平仓，您不能自行平仓或修改其止盈止损。您可以将任何跟单转为自主持仓：它成为您自己的仓位，交易员之后的操作不再影响它，由您自行管理。',
        '您可以随时停止跟单。您的未平仓跟单将保持持仓，并转由您自行管理，不再随交易员平仓。若交易员被取消交易员资格，处理方式相同。',
      ],
    },
    {
      title: '八、统计数据与公平性',
      body: [
        '交易员的统计数据仅根据其真实的已平仓仓位和当前跟随人数计算，每小时以及交易员每次平仓后更新。任何人（包括本平台运营方）都无法修改。',
        '运营方不能选择、调整或影响任何仓位、跟单或平仓的结果。跟单由处理所有其他订单的同一合约服务执行。',
      ],
    },
    {
      title: '九、协议变更',
      body: ['本协议如有变更，您再次跟随交易员前需接受新版本。您现有的跟单关系按您已接受的条款继续。'],
    },
  ],
  accept: '我已阅读并理解本协议，并接受跟单交易的风险。',
  acceptButton: '接受并继续',
  accepted: '您已接受本协议。',
};
