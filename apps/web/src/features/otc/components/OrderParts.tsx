import type { OtcOrder } from '@meridian/contract/otc';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { CheckCircleFill, ClockCircleOutline, CloseCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copy';
import { ImageUpload } from '../../../components/ImageUpload';
import { useOtcVoucher } from '../data/hooks';
import { orderSteps } from '../data/order';
import { lastFour } from './DeskParts';
import { Row, Section, fiat, when } from './parts';

/** Pieces of the order screen: where to pay, the voucher, the payout card, the timeline. */

/** A value with its copy button (bank details, the reference). */
function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  if (!value) return null;
  return (
    <div className="otc-row otc-copy-row">
      <span>{label}</span>
      <b data-testid={testId}>{value}</b>
      <button
        type="button"
        className="otc-copy"
        aria-label={t('otc.order.copyWhat', { what: label })}
        data-testid={`${testId}-copy`}
        onClick={() => void copyText(value, t('otc.order.copied'), t('otc.order.copyFailed'))}
      >
        {t('otc.order.copy')}
      </button>
    </div>
  );
}

/** A buy's transfer: the desk's bank account as it was when ordered, the exact amount, the reference. */
export function BankDetails({ o }: { o: OtcOrder }) {
  const { t } = useTranslation();
  if (!o.bank) return null;
  const b = o.bank;
  return (
    <Section title={t('otc.order.payTitle')} testId="otc-bank">
      <CopyRow label={t('otc.order.amountToPay')} value={fiat(o.total, o.fiat)} testId="otc-bank-amount" />
      <CopyRow label={t('otc.order.bankName')} value={b.bank_name} testId="otc-bank-name" />
      <CopyRow label={t('otc.order.accountName')} value={b.account_name} testId="otc-bank-holder" />
      <CopyRow label={t('otc.order.accountNumber')} value={b.account_number} testId="otc-bank-account" />
      <CopyRow label={t('otc.order.branch')} value={b.branch} testId="otc-bank-branch" />
      <CopyRow label={t('otc.order.swift')} value={b.swift} testId="otc-bank-swift" />
      <CopyRow label={t('otc.order.reference')} value={b.reference} testId="otc-bank-reference" />
      <p className="otc-note warn">{t('otc.order.referenceHint')}</p>
    </Section>
  );
}

/** A sell's payout card, as it was when ordered. */
export function PayoutCard({ o }: { o: OtcOrder }) {
  const { t } = useTranslation();
  if (!o.card) return null;
  const c = o.card;
  return (
    <Section title={t('otc.order.payoutTo')} testId="otc-payout">
      <Row label={t(`otc.card.${c.type}`)}>
        {c.bank_name} {lastFour(c.account)}
      </Row>
      <Row label={t('otc.order.accountName')}>{c.real_name}</Row>
      {c.branch ? <Row label={t('otc.order.branch')}>{c.branch}</Row> : null}
      {c.swift ? <Row label={t('otc.order.swift')}>{c.swift}</Row> : null}
    </Section>
  );
}

/**
 * The payment voucher of a buy: the picture is uploaded at once (with its preview), then sent to the desk after
 * a confirmation; the order then awaits the operator. A sent voucher is shown; while the order is not decided a
 * better picture may replace it.
 */
export function VoucherPanel({ o }: { o: OtcOrder }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const [picked, setPicked] = useState('');
  // a new upload tile after each sending (the tile keeps its own preview)
  const [round, setRound] = useState(0);
  const send = useOtcVoucher();
  if (!o.can_upload_voucher && !o.voucher) return null;

  const submit = async () => {
    if (!picked) return;
    const ok = await overlays.confirm({
      title: t('otc.voucher.confirmTitle'),
      content: (
        <p className="otc-note" data-testid="otc-voucher-confirm">
          {t('otc.voucher.confirmText', { total: fiat(o.total, o.fiat), reference: o.order_no })}
        </p>
      ),
      confirmText: <span data-testid="otc-voucher-ok">{t('otc.voucher.send')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await send.mutateAsync({ id: o.id, voucher: picked });
      setPicked('');
      setRound((n) => n + 1);
      Toast.show({ icon: 'success', content: t('otc.voucher.sent') });
    } catch {
      // toasted by the http helper (window ended, order decided…); the order is reloaded
    }
  };

  return (
    <Section title={t('otc.voucher.title')} testId="otc-voucher">
      {o.voucher && !picked ? (
        <a className="otc-voucher-sent" href={o.voucher} target="_blank" rel="noopener noreferrer">
          <img src={o.voucher} alt={t('otc.voucher.title')} data-testid="otc-voucher-image" />
        </a>
      ) : null}
      {o.can_upload_voucher ? (
        <>
          <ImageUpload
            key={round}
            value={picked}
            onChange={setPicked}
            label={o.voucher ? t('otc.voucher.replace') : t('otc.voucher.pick')}
            testId="otc-voucher-upload"
          />
          <p className="otc-note">{t('otc.voucher.hint')}</p>
          <Button
            block
            color="primary"
            disabled={!picked}
            loading={send.isPending}
            data-testid="otc-voucher-send"
            onClick={() => void submit()}
          >
            {o.voucher ? t('otc.voucher.resend') : t('otc.voucher.send')}
          </Button>
        </>
      ) : null}
    </Section>
  );
}

/** The order's states with their times (data/otc/order.ts). */
export function Timeline({ o }: { o: OtcOrder }) {
  const { t } = useTranslation();
  return (
    <Section title={t('otc.order.timeline')} testId="otc-timeline">
      <ol className="otc-timeline">
        {orderSteps(o).map((s) => (
          <li key={s.key} className={s.state} data-testid={`otc-step-${s.key}`} data-state={s.state}>
            <span className="otc-dot" aria-hidden>
              {s.state === 'done' ? (
                <CheckCircleFill />
              ) : s.state === 'failed' ? (
                <CloseCircleFill />
              ) : (
                <ClockCircleOutline />
              )}
            </span>
            <span className="otc-step-text">
              <b>{t(`otc.step.${s.key}`)}</b>
              <small>{s.at ? when(s.at) : s.state === 'current' ? t('otc.step.waiting') : ''}</small>
            </span>
          </li>
        ))}
      </ol>
      {o.status === 'rejected' && o.reason ? (
        <p className="otc-block" data-testid="otc-reason">
          {t('otc.order.reason', { reason: o.reason })}
        </p>
      ) : null}
    </Section>
  );
}
