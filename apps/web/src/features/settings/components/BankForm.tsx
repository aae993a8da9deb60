import type { FiatCode } from '@meridian/contract';
import type { BankRail } from '@meridian/contract/wallet';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipTabs } from '../../../components/ChipTabs';
import { TextField } from '../../../components/TextField';
import { ErrorView, LoadingView } from '../../../components/StateViews';
import { formFields, railFrom, valuesFrom, type CardKind } from '../forms/bank';
import type { FieldProblems } from '../../../lib/validate';
import { formatDateTime } from '../../../lib/format';
import { applyFieldError, problemText } from './fieldErrors';

const NUMERIC = new Set(['aba_number']);
const TEL = new Set(['phone']);

/**
 * A bank-card form: the payout rail first, then only the fields that rail needs (optional ones say so), each
 * labelled as that rail names it (IBAN, BIC, routing number); loads the saved card, validates, saves (replaces).
 */
export function BankForm<
  F extends string,
  R extends BankRail,
  Saved extends { updated_at: string; rail: R; currency_code: FiatCode },
>(props: {
  testId: string;
  kind: CardKind<F, R>;
  saved: { isPending: boolean; isError: boolean; data: Saved | null | undefined; refetch: () => unknown };
  save: (data: never) => Promise<unknown>;
  saving: boolean;
  intro?: string;
}) {
  const { t } = useTranslation();
  const { kind, saved, testId } = props;
  const [form, setForm] = useState<{ rail: R; values: Record<F, string> } | null>(null);
  const [problems, setProblems] = useState<FieldProblems<F>>({});
  const filled = useRef(false);

  useEffect(() => {
    if (filled.current || saved.isPending || saved.isError) return;
    filled.current = true;
    setForm({ rail: railFrom(kind, saved.data), values: valuesFrom(kind.fields, saved.data) });
  }, [saved.isPending, saved.isError, saved.data, kind]);

  if (saved.isError) return <ErrorView onRetry={() => void saved.refetch()} />;
  if (!form) return <LoadingView />;
  const { rail, values } = form;

  const submit = async () => {
    const r = kind.validate(rail, values);
    if (!r.ok) return setProblems(r.problems);
    setProblems({});
    try {
      await props.save(r.data as never);
      Toast.show({ icon: 'success', content: t('settings.saved') });
    } catch (e) {
      applyFieldError(e, setProblems, kind.fields);
    }
  };

  const label = (f: F) => t([`bank.railField.${rail}.${f}`, `bank.field.${f}`]);
  const hint = (f: F) => {
    if (f === kind.account && rail === 'iban') return t('bank.ibanHint');
    if (f === 'swift_code') return t('bank.swiftHint');
    if (f === 'aba_number') return t('bank.abaHint');
    return undefined;
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {props.intro ? <div className="hint-box">{props.intro}</div> : null}
      {saved.data ? (
        <div className="saved-note" data-testid={`${testId}-saved`}>
          {t('bank.savedAt', { time: formatDateTime(saved.data.updated_at) })}
        </div>
      ) : null}
      <div className="field">
        <span className="field-label">{t('bank.rail.label')}</span>
        <ChipTabs
          className="bank-rails"
          testId={`${testId}-rail`}
          value={rail}
          options={kind.rails.map((r) => ({ value: r, label: t(`bank.rail.${r}`) }))}
          onChange={(next) => {
            setForm({ rail: next, values });
            setProblems({});
          }}
        />
        <div className="field-hint" data-testid={`${testId}-rail-hint`}>
          {t(`bank.railHint.${rail}`)}
        </div>
      </div>
      {formFields(kind.railFields[rail]).map(({ name, required }) => {
        const fieldHint = hint(name);
        return (
          <div key={name}>
            <TextField
              testId={`${testId}-${name}`}
              label={required ? label(name) : `${label(name)} · ${t('bank.optional')}`}
              placeholder={required ? t('bank.placeholder') : t('bank.optional')}
              inputMode={
                NUMERIC.has(name) || (name === kind.account && rail !== 'iban' && rail !== 'swift')
                  ? 'numeric'
                  : TEL.has(name)
                    ? 'tel'
                    : undefined
              }
              value={values[name]}
              onChange={(v) => {
                setForm((cur) => (cur ? { ...cur, values: { ...cur.values, [name]: v } } : cur));
                setProblems((p) => ({ ...p, [name]: undefined }));
              }}
              error={problemText(problems[name])}
            />
            {fieldHint && !problems[name] ? <div className="field-hint">{fieldHint}</div> : null}
          </div>
        );
      })}
      <Button
        block
        color="primary"
        type="submit"
        className="submit-btn"
        loading={props.saving}
        data-testid={`${testId}-submit`}
      >
        {t('common.save')}
      </Button>
    </form>
  );
}
