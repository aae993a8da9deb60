import { DotLoading } from 'antd-mobile';
import { AddOutline, CloseCircleFill } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../api/upload';
import { translateMessage } from '../i18n';
import './imageUpload.css';

/**
 * One image from the album, uploaded through POST /upload at once; shows the local preview while it
 * uploads and the stored URL afterwards. `value` is the uploaded absolute URL ('' when none).
 */
export function ImageUpload({
  value,
  onChange,
  label,
  testId,
  error,
  shape = 'wide',
  localPreview = '',
}: {
  value: string;
  onChange: (url: string) => void;
  label: string;
  testId: string;
  error?: string | undefined;
  shape?: 'wide' | 'square';
  /** A picture of `value` made on this device (e.g. a generated QR code), shown until another is chosen. */
  localPreview?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState(localPreview);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');

  useEffect(() => () => void (preview.startsWith('blob:') && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFailed('');
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      onChange(await uploadImage(file));
    } catch (e) {
      setFailed(e instanceof Error && e.message ? translateMessage(e.message) : t('upload.failed'));
      setPreview('');
      onChange('');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const shown = preview || value;
  const problem = failed || error;

  return (
    <div className={`field image-field${problem ? ' has-error' : ''}`} data-testid={testId}>
      <span className="field-label">{label}</span>
      <div className={`image-tile ${shape}`}>
        <button
          type="button"
          className="image-pick"
          aria-label={shown ? t('upload.change') : t('upload.choose')}
          onClick={() => input.current?.click()}
        >
          {shown ? (
            <img src={shown} alt={label} data-testid={`${testId}-preview`} />
          ) : (
            <span className="image-empty">
              <AddOutline />
              <span>{t('upload.choose')}</span>
            </span>
          )}
          {busy ? (
            <span className="image-busy">
              <DotLoading color="white" />
              {t('upload.uploading')}
            </span>
          ) : null}
        </button>
        {value && !busy ? (
          <button
            type="button"
            className="image-clear"
            aria-label={t('upload.remove')}
            data-testid={`${testId}-clear`}
            onClick={() => {
              setPreview('');
              onChange('');
            }}
          >
            <CloseCircleFill />
          </button>
        ) : null}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          data-testid={`${testId}-input`}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </div>
      {problem ? <div className="field-error">{problem}</div> : null}
    </div>
  );
}
