import { ALERT_WINDOWS, type AlertKind, type AlertWindow } from '@meridian/contract/alerts';
import { Button, Input, Popup, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/http';
import { ChipTabs } from '../../../components/ChipTabs';
import { Toast } from '../../../components/overlays';
import { PageNav } from '../../../components/PageNav';
import { sanitizeAmount } from '../../../lib/amountInput';
import { formatPrice } from '../../../lib/format';
import { messageParams } from '../../../lib/messageParams';
import { useCreateAlert } from '../data/alerts';
import {
  alertProblem,
  alertRequest,
  emptyAlertForm,
  fieldDecimals,
  type AlertForm,
} from '../forms/alertForm';
import { ALERTS_PATH } from '../paths';
import './alerts.css';

export interface AlertSheetProps {
  open: boolean;
  symbol: string;
  /** The pair's live price as the page shows it (undefined before the first quote). */
  price: string | undefined;
  pricePrecision: number;
  onClose: () => void;
}

/** The alert sheet of a pair: the live price, above / below / move, the target, repeat, then create. */
export default function AlertSheet(props: AlertSheetProps) {
  return (
    <Popup
      visible={props.open}
      onMaskClick={props.onClose}
      destroyOnClose
      bodyStyle={{ borderRadius: '16px 16px 0 0', maxHeight: '90vh', overflowY: 'auto' }}
    >
      {props.open ? <AlertFormView {...props} /> : null}
    </Popup>
  );
}

function AlertFormView({ symbol, price, pricePrecision, onClose }: AlertSheetProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAlert();
  const [form, setForm] = useState<AlertForm>(emptyAlertForm);
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const problem = alertProblem(form, pricePrecision, price);
  const problemText = problem
    ? t(
        problem.key,
        problem.key.startsWith('errors.')
          ? messageParams(problem.key.slice('errors.'.length), problem.params)
          : problem.params,
      )
    : undefined;
  const set = (patch: Partial<AlertForm>) => {
    setServerError(undefined);
    setForm((f) => ({ ...f, ...patch }));
  };
  const field = form.kind === 'move' ? 'percent' : 'price';

  const submit = async () => {
    setShown(true);
    if (problem) return;
    try {
      await create.mutateAsync(alertRequest(symbol, form));
      Toast.show({ icon: 'success', content: t('alerts.sheet.created') });
      onClose();
    } catch (e) {
      setServerError(e instanceof ApiError ? e.message || e.code : t('common.networkError'));
    }
  };

  const kinds: { value: AlertKind; label: string }[] = [
    { value: 'above', label: t('alerts.sheet.above') },
    { value: 'below', label: t('alerts.sheet.below') },
    { value: 'move', label: t('alerts.sheet.move') },
  ];
  const windows = ALERT_WINDOWS.map((w: AlertWindow) => ({ value: w, label: t(`alerts.sheet.w${w}`) }));
  const error = serverError ?? (shown ? problemText : undefined);

  return (
    <div className="alert-sheet" data-testid="alert-sheet">
      <PageNav title={`${t('alerts.sheet.title')} · ${symbol}`} onBack={onClose} />
      <div className="page-body">
        <div className="alert-current" data-testid="alert-current">
          <span>{t('alerts.sheet.current')}</span>
          <b data-testid="alert-current-price">{price ? formatPrice(price, pricePrecision) : '--'}</b>
        </div>
        <ChipTabs
          className="alert-chips"
          value={form.kind}
          options={kinds}
          testId="alert-kind"
          onChange={(kind) => set({ kind })}
        />
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className={`field${error ? ' has-error' : ''}`} data-testid={`alert-${field}`}>
            <label className="field-label">
              {t(field === 'price' ? 'alerts.sheet.price' : 'alerts.sheet.percent')}
            </label>
            <div className="field-box">
              <Input
                name={`alert-${field}`}
                value={form[field]}
                inputMode="decimal"
                autoComplete="off"
                aria-label={t(field === 'price' ? 'alerts.sheet.price' : 'alerts.sheet.percent')}
                aria-invalid={error ? true : undefined}
                placeholder={field === 'price' && price ? formatPrice(price, pricePrecision, false) : ''}
                onChange={(v) => set({ [field]: sanitizeAmount(v, fieldDecimals(field, pricePrecision)) })}
              />
            </div>
            {error ? (
              <div className="field-error" data-testid="alert-error" role="alert">
                {error}
              </div>
            ) : null}
          </div>
          {form.kind === 'move' ? (
            <>
              <div className="alert-row-label">{t('alerts.sheet.window')}</div>
              <ChipTabs
                className="alert-chips"
                value={form.window}
                options={windows}
                testId="alert-window"
                onChange={(window) => set({ window })}
              />
              <p className="alert-hint">{t('alerts.sheet.moveHint')}</p>
            </>
          ) : null}
          <label className="alert-repeat">
            <span>
              <b>{t('alerts.sheet.repeat')}</b>
              <small>{t('alerts.sheet.repeatHint')}</small>
            </span>
            <Switch checked={form.repeat} onChange={(repeat) => set({ repeat })} data-testid="alert-repeat" />
          </label>
          <Button block color="primary" type="submit" loading={create.isPending} data-testid="alert-submit">
            {t('alerts.sheet.submit')}
          </Button>
        </form>
        <button
          type="button"
          className="alert-link"
          data-testid="alert-my-alerts"
          onClick={() => {
            onClose();
            void navigate(ALERTS_PATH);
          }}
        >
          {t('alerts.sheet.myAlerts')}
        </button>
      </div>
    </div>
  );
}
