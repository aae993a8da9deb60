import { ANTI_PHISHING_MAX } from '@meridian/contract/security';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from '../../../components/overlays';
import { PageNav } from '../../../components/PageNav';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../api/http';
import { translateMessage } from '../../../i18n';
import { useSetAntiPhishing } from '../data/security';
import { antiPhishingPhrase } from '../forms/antiPhishing';
import { StepUpCancelled } from '../forms/stepUp';
import type { StepUp } from './useStepUp';

/**
 * Sets, changes or removes the anti-phishing phrase every e-mail and security notice shows (a step-up first when
 * the user holds a factor).
 */
export function AntiPhishingSheet(props: {
  open: boolean;
  current: string | null;
  stepUp: StepUp;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={props.open}
      onMaskClick={props.onClose}
      destroyOnClose
      bodyStyle={{ borderRadius: '16px 16px 0 0', maxHeight: '90vh', overflowY: 'auto' }}
    >
      {props.open ? <AntiPhishingForm {...props} /> : null}
    </Popup>
  );
}

function AntiPhishingForm({
  current,
  stepUp,
  onClose,
}: {
  current: string | null;
  stepUp: StepUp;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetAntiPhishing();
  const [text, setText] = useState(current ?? '');
  const [problem, setProblem] = useState<string>();

  const send = async (phrase: string) => {
    try {
      await stepUp.run('anti_phishing', (step_up) =>
        save.mutateAsync(step_up ? { phrase, step_up } : { phrase }),
      );
      Toast.show({
        icon: 'success',
        content: phrase ? t('securityCenter.antiPhishing.saved') : t('securityCenter.antiPhishing.removed'),
      });
      onClose();
    } catch (e) {
      if (e instanceof StepUpCancelled) return;
      setProblem(e instanceof ApiError ? e.message || e.code : 'internal_error');
    }
  };

  const submit = () => {
    const r = antiPhishingPhrase(text);
    if (!r.ok) return setProblem(r.problem);
    void send(r.phrase);
  };

  return (
    <div data-testid="anti-phishing-sheet">
      <PageNav title={t('securityCenter.antiPhishing.title')} onBack={onClose} />
      <div className="page-body">
        <div className="hint-box">{t('securityCenter.antiPhishing.intro')}</div>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            testId="anti-phishing-input"
            label={t('securityCenter.antiPhishing.label')}
            placeholder={t('securityCenter.antiPhishing.placeholder')}
            maxLength={ANTI_PHISHING_MAX}
            autoComplete="off"
            value={text}
            onChange={(v) => {
              setText(v);
              setProblem(undefined);
            }}
            error={problem ? translateMessage(problem) : undefined}
          />
          <Button
            block
            color="primary"
            type="submit"
            className="submit-btn"
            loading={save.isPending}
            data-testid="anti-phishing-save"
          >
            {t('common.save')}
          </Button>
        </form>
        {current ? (
          <Button
            block
            fill="none"
            className="danger-link"
            data-testid="anti-phishing-remove"
            disabled={save.isPending}
            onClick={() => void send('')}
          >
            {t('securityCenter.antiPhishing.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
