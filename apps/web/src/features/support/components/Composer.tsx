import { SUPPORT_TEXT_MAX } from '@meridian/contract/support';
import { TextArea } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { PictureOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A paper plane (antd-mobile-icons has no send arrow). */
function PlaneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path d="M3.4 20.4 21 12 3.4 3.6l-.01 6.53L15 12 3.39 13.87z" fill="currentColor" />
    </svg>
  );
}

/** The chat's input bar: a picture button, the text (Enter sends, Shift+Enter breaks a line), send. */
export function Composer({
  onText,
  onImage,
  canSendImage,
}: {
  onText: (text: string) => void;
  onImage: (file: File) => void;
  /** Visitors cannot upload pictures: the button explains that they need to log in. */
  canSendImage: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();
  const tooLong = [...trimmed].length > SUPPORT_TEXT_MAX;

  const send = () => {
    if (!trimmed || tooLong) return;
    onText(trimmed);
    setText('');
  };
  const pick = () => {
    if (canSendImage) file.current?.click();
    else Toast.show({ content: t('kefu.imageLogin') });
  };

  return (
    <div className="kefu-composer" data-testid="kefu-composer">
      <button
        type="button"
        className="kefu-icon-btn"
        aria-label={t('kefu.sendImage')}
        data-testid="kefu-image"
        onClick={pick}
      >
        <PictureOutline />
      </button>
      <input
        ref={file}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        data-testid="kefu-image-input"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) onImage(f);
          e.target.value = '';
        }}
      />
      <div className="kefu-input">
        <TextArea
          value={text}
          onChange={setText}
          placeholder={t('kefu.placeholder')}
          autoSize={{ minRows: 1, maxRows: 5 }}
          rows={1}
          aria-label={t('kefu.placeholder')}
          data-testid="kefu-text"
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
        />
        {tooLong ? (
          <div className="kefu-too-long" role="alert">
            {t('kefu.tooLong', { max: SUPPORT_TEXT_MAX })}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        className="kefu-send"
        aria-label={t('kefu.send')}
        data-testid="kefu-send"
        disabled={!trimmed || tooLong}
        onClick={send}
      >
        <PlaneIcon />
      </button>
    </div>
  );
}
