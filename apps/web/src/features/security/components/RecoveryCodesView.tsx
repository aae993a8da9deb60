import { Button, Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copy';
import { RECOVERY_FILE_NAME, downloadText, recoveryCodesText } from '../forms/recoveryCodes';

/** The ten recovery codes, shown once: copy, download as text, and "I saved them" before the user moves on. */
export function RecoveryCodesView({
  codes,
  account,
  onDone,
}: {
  codes: readonly string[];
  account: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const text = () => recoveryCodesText(codes, t('securityCenter.recovery.fileHeading'), account, new Date());
  return (
    <div className="recovery-codes" data-testid="recovery-codes">
      <div className="hint-box">{t('securityCenter.recovery.intro')}</div>
      <ol className="recovery-list" data-testid="recovery-list">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-actions">
        <Button
          size="small"
          data-testid="recovery-copy"
          onClick={() =>
            void copyText(
              codes.join('\n'),
              t('securityCenter.recovery.copied'),
              t('securityCenter.copyFailed'),
            )
          }
        >
          {t('securityCenter.copy')}
        </Button>
        <Button
          size="small"
          data-testid="recovery-download"
          onClick={() => downloadText(text(), RECOVERY_FILE_NAME)}
        >
          {t('securityCenter.recovery.download')}
        </Button>
      </div>
      <Checkbox className="recovery-saved" data-testid="recovery-saved" checked={saved} onChange={setSaved}>
        {t('securityCenter.recovery.savedCheck')}
      </Checkbox>
      <Button
        block
        color="primary"
        className="submit-btn"
        disabled={!saved}
        data-testid="recovery-done"
        onClick={onDone}
      >
        {t('securityCenter.recovery.done')}
      </Button>
    </div>
  );
}
