import { supportSideOf, supportTick } from '@meridian/contract/support';
import type { SupportMessage } from '@meridian/contract/support';
import { ImageViewer } from 'antd-mobile';
import { CheckOutline, ClockCircleOutline, ExclamationCircleFill } from 'antd-mobile-icons';
import dayjs from 'dayjs';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf } from '../data/timeline';
import type { Outgoing, Tick } from '../data/timeline';
import { uniCodeOf } from '../../../i18n';
import { usePrefs } from '../../../state/prefs';

/** The chat's bubbles: own on the right with ticks, the support team's on the left. */

function TickMark({ tick }: { tick: Tick }) {
  const { t } = useTranslation();
  const label = t(`kefu.tick.${tick}`);
  let icon;
  if (tick === 'pending') icon = <ClockCircleOutline />;
  else if (tick === 'failed') icon = <ExclamationCircleFill />;
  else if (tick === 'sent') icon = <CheckOutline />;
  else
    icon = (
      <span className="kefu-double">
        <CheckOutline />
        <CheckOutline />
      </span>
    );
  return (
    <span className={`kefu-tick ${tick}`} title={label} aria-label={label} data-testid={`kefu-tick-${tick}`}>
      {icon}
    </span>
  );
}

function Picture({ src }: { src: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="kefu-picture"
      aria-label={t('kefu.imageAlt')}
      onClick={() => ImageViewer.show({ image: src })}
    >
      <img src={src} alt={t('kefu.imageAlt')} loading="lazy" />
    </button>
  );
}

function Body({ text, image }: { text: string; image: string }) {
  return (
    <>
      {image ? <Picture src={image} /> : null}
      {text ? <div className="kefu-text">{text}</div> : null}
    </>
  );
}

function timeOf(iso: string): string {
  return dayjs(iso).format('HH:mm');
}

function DaySeparator({ iso }: { iso: string }) {
  const lang = usePrefs((s) => s.lang);
  let label: string;
  try {
    label = new Intl.DateTimeFormat(uniCodeOf(lang), { dateStyle: 'medium' }).format(new Date(iso));
  } catch {
    label = dayjs(iso).format('YYYY-MM-DD');
  }
  return (
    <div className="kefu-day" role="separator">
      <span>{label}</span>
    </div>
  );
}

function StoredBubble({ m }: { m: SupportMessage }) {
  const { t } = useTranslation();
  if (m.sender === 'system')
    return (
      <div className="kefu-system" data-testid={`kefu-msg-${m.id}`}>
        {m.text}
      </div>
    );
  const mine = supportSideOf(m.sender) === 'user';
  return (
    <div className={`kefu-row ${mine ? 'mine' : 'theirs'}`} data-testid={`kefu-msg-${m.id}`} data-mine={mine}>
      {mine ? null : (
        <span className="kefu-avatar" aria-hidden>
          M
        </span>
      )}
      <div className="kefu-col">
        {mine ? null : <span className="kefu-name">{t('kefu.supportName')}</span>}
        <div className={`kefu-bubble${m.image && !m.text ? ' picture-only' : ''}`}>
          <Body text={m.text} image={m.image ?? ''} />
        </div>
        <span className="kefu-meta">
          <time dateTime={m.created_at}>{timeOf(m.created_at)}</time>
          {mine ? <TickMark tick={supportTick(m)} /> : null}
        </span>
      </div>
    </div>
  );
}

function OutgoingBubble({ o, onRetry }: { o: Outgoing; onRetry: (clientId: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={`kefu-row mine ${o.state}`} data-testid={`kefu-out-${o.state}`}>
      <div className="kefu-col">
        <div className={`kefu-bubble${(o.preview || o.image) && !o.text ? ' picture-only' : ''}`}>
          <Body text={o.text} image={o.preview || o.image} />
        </div>
        <span className="kefu-meta">
          <time dateTime={o.created_at}>{timeOf(o.created_at)}</time>
          <TickMark tick={o.state} />
          {o.state === 'failed' ? (
            <button
              type="button"
              className="kefu-retry"
              data-testid="kefu-retry"
              onClick={() => onRetry(o.client_id)}
            >
              {t('kefu.retry')}
            </button>
          ) : null}
        </span>
      </div>
    </div>
  );
}

/** Every bubble in order, a day separator where the day changes; own messages being sent come last. */
export function Bubbles({
  messages,
  outgoing,
  onRetry,
}: {
  messages: readonly SupportMessage[];
  outgoing: readonly Outgoing[];
  onRetry: (clientId: string) => void;
}) {
  let day = '';
  const separator = (iso: string) => {
    const d = dayOf(iso);
    if (d === day) return null;
    day = d;
    return <DaySeparator iso={iso} />;
  };
  return (
    <>
      {messages.map((m) => (
        <Fragment key={m.id}>
          {separator(m.created_at)}
          <StoredBubble m={m} />
        </Fragment>
      ))}
      {outgoing.map((o) => (
        <Fragment key={o.client_id}>
          {separator(o.created_at)}
          <OutgoingBubble o={o} onRetry={onRetry} />
        </Fragment>
      ))}
    </>
  );
}
