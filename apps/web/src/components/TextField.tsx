import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps {
  testId: string;
  label: string;
  /** The native input's name (stable selectors for browser journeys). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  error?: string | undefined;
  type?: 'text' | 'password' | 'email' | 'tel' | 'number';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  prefix?: ReactNode;
  suffix?: ReactNode;
}

/**
 * A labelled input with an error line. antd-mobile's Input does not forward `id`, so the wrapper carries
 * `data-testid` (the input inside is `[data-testid=x] input`).
 */
export function TextField(props: TextFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const isPassword = props.type === 'password';
  const type = isPassword ? (visible ? 'text' : 'password') : (props.type ?? 'text');
  return (
    <div className={`field${props.error ? ' has-error' : ''}`} data-testid={props.testId}>
      <label className="field-label">{props.label}</label>
      <div className="field-box">
        {props.prefix ? <div className="field-addon prefix">{props.prefix}</div> : null}
        <Input
          name={props.name}
          value={props.value}
          onChange={props.onChange}
          onBlur={props.onBlur}
          placeholder={props.placeholder}
          type={type}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          aria-label={props.label}
          aria-invalid={props.error ? true : undefined}
          clearable={!isPassword}
        />
        {isPassword ? (
          <button
            type="button"
            className="icon-btn"
            data-testid={`${props.testId}-toggle`}
            aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
          </button>
        ) : null}
        {props.suffix ? <div className="field-addon">{props.suffix}</div> : null}
      </div>
      {props.error ? <div className="field-error">{props.error}</div> : null}
    </div>
  );
}
