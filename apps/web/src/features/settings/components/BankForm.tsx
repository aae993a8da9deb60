import type { FiatCode } from '@meridian/contract';
import type { BankRail } from '@meridian/contract/wallet';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipTabs } from '../../../components/ChipTabs';
import { TextField } from '../../../components/TextField';
import { QueryView, type LoadedQuery } from '../../../components/QueryView';
import { formFields, railFrom, valuesFrom, type CardKind } from '../forms/bank';
import type { FieldProblems } from '../../../lib/validate';
import { formatDateTime } from '../../../lib/dates';
import { applyFieldError, problemText } from './fieldErrors';

const NUMERIC = new Set(['aba_number']);
const TEL = new Set(['phone']);

interface BankFormProps<F extends string, R extends BankRail> {
  testId: string;
  kind: CardKind<F, R>;
  save: (data: never) => Promise<unknown>;
  saving: boolean;
  intro?: string;
}

/**
 * A bank-card form: the payout rail first, then only the fields that rail needs (optional ones say so), each
 * labelled as that rail names it (IBAN, BIC, routing number); loads the saved card, validates, saves (replaces).
 */
export function BankForm<
  F extends string,
  R extends BankRail,
  Saved extends { updated_at: string; rail: R; currency_code: FiatCode },
>(props: BankFormProps<F, R> & { saved: LoadedQuery<Saved | null> }) {
  const { saved, ...rest } = props;
  return <QueryView query={saved}>{(card) => <CardForm {...rest} saved={card} />}</QueryView>;
}

/** The form itself, filled once from the card saved when it opens. */
function CardForm<
  F extends string,
  R extends BankRail,
  Saved extends { updated_at: string; rail: R; currency_code: FiatCode },
>(props: BankFormProps<F, R> & { saved: Saved | null }) {
  const { t } = useTranslation();
  const { kind, saved, testId } = props;
  const [form, setForm] = useState<{ rail: R; values: Record<F, string> }>(() => ({
    rail: railFrom(kind, saved),
    values: valuesFrom(kind.fields, saved),
  }));
  const [problems, setProblems] = useState<FieldProblems<F>>({});
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
      {saved ? (
        <div className="saved-note" data-testid={`${testId}-saved`}>
          {t('bank.savedAt', { time: formatDateTime(saved.updated_at) })}
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
                setForm((cur) => ({ ...cur, values: { ...cur.values, [name]: v } }));
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
