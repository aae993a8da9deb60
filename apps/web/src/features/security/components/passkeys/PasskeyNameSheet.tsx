import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../../components/PageNav';
import { TextField } from '../../../../components/TextField';
import { translateMessage } from '../../../../i18n';
import { PASSKEY_NAME_MAX } from '../../data/passkeys/deviceName';

export interface NameRequest {
  title: string;
  initial: string;
  action: string;
  onName: (name: string) => void;
}

/** Asks for a passkey's name (adding one, renaming one); the name is trimmed and never empty. */
export function PasskeyNameSheet({ request, onClose }: { request: NameRequest | null; onClose: () => void }) {
  return (
    <Popup
      visible={request !== null}
      onMaskClick={onClose}
      destroyOnClose
      bodyStyle={{ borderRadius: '16px 16px 0 0', maxHeight: '90vh', overflowY: 'auto' }}
    >
      {request ? <NameForm request={request} onClose={onClose} /> : null}
    </Popup>
  );
}

function NameForm({ request, onClose }: { request: NameRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(request.initial);
  const [error, setError] = useState<string>();
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(translateMessage('passkey_name_invalid'));
    request.onName(trimmed);
  };
  return (
    <div className="passkey-name-sheet" data-testid="passkey-name-sheet">
      <PageNav title={request.title} onBack={onClose} />
      <div className="page-body">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            testId="passkey-name"
            label={t('passkeys.nameLabel')}
            value={name}
            onChange={(v) => {
              setName(v);
              setError(undefined);
            }}
            maxLength={PASSKEY_NAME_MAX}
            autoComplete="off"
            error={error}
          />
          <p className="passkey-hint">{t('passkeys.nameHint')}</p>
          <Button
            block
            color="primary"
            type="submit"
            className="submit-btn"
            data-testid="passkey-name-submit"
          >
            {request.action}
          </Button>
        </form>
      </div>
    </div>
  );
}
