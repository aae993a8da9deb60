import { Button } from 'antd-mobile';
import { Toast } from '../../components/overlays';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';
import { ErrorView, LoadingView } from '../../components/StateViews';
import type { FieldProblems } from '../../forms/validate';
import { formatDateTime } from '../../lib/format';
import { applyFieldError, problemText } from './fieldErrors';

interface FieldSpec<K extends string> {
  name: K;
  inputMode?: 'text' | 'numeric' | 'tel';
  hint?: string;
}

/** A bank-card form (spec §5: every field required): loads the saved card, validates, saves (replaces). */
export function BankForm<K extends string, Saved extends { updated_at: string }>(props: {
  testId: string;
  fields: readonly FieldSpec<K>[];
  labelKey: (field: K) => string;
  saved: { isPending: boolean; isError: boolean; data: Saved | null | undefined; refetch: () => unknown };
  fill: (saved: Saved | null | undefined) => Record<K, string>;
  validate: (
    values: Record<K, string>,
  ) => { ok: true; data: unknown } | { ok: false; problems: FieldProblems<K> };
  save: (data: never) => Promise<unknown>;
  saving: boolean;
  intro?: string;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<K, string> | null>(null);
  const [problems, setProblems] = useState<FieldProblems<K>>({});
  const filled = useRef(false);
  const { saved, fill } = props;

  useEffect(() => {
    if (filled.current || saved.isPending || saved.isError) return;
    filled.current = true;
    setValues(fill(saved.data));
  }, [saved.isPending, saved.isError, saved.data, fill]);

  if (saved.isError) return <ErrorView onRetry={() => void saved.refetch()} />;
  if (!values) return <LoadingView />;

  const submit = async () => {
    const r = props.validate(values);
    if (!r.ok) return setProblems(r.problems);
    setProblems({});
    try {
      await props.save(r.data as never);
      Toast.show({ icon: 'success', content: t('settings.saved') });
    } catch (e) {
      applyFieldError(
        e,
        setProblems,
        props.fields.map((f) => f.name),
      );
    }
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
        <div className="saved-note" data-testid={`${props.testId}-saved`}>
          {t('bank.savedAt', { time: formatDateTime(saved.data.updated_at) })}
        </div>
      ) : null}
      {props.fields.map((f) => (
        <div key={f.name}>
          <TextField
            testId={`${props.testId}-${f.name}`}
            label={props.labelKey(f.name)}
            placeholder={t('bank.placeholder')}
            inputMode={f.inputMode}
            value={values[f.name]}
            onChange={(v) => {
              setValues((cur) => (cur ? { ...cur, [f.name]: v } : cur));
              setProblems((p) => ({ ...p, [f.name]: undefined }));
            }}
            error={problemText(problems[f.name])}
          />
          {f.hint && !problems[f.name] ? <div className="field-hint">{f.hint}</div> : null}
        </div>
      ))}
      <Button
        block
        color="primary"
        type="submit"
        className="submit-btn"
        loading={props.saving}
        data-testid={`${props.testId}-submit`}
      >
        {t('common.save')}
      </Button>
    </form>
  );
}
