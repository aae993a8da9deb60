import { COOLING_OFF_HOURS, PASSKEYS_MAX } from '@meridian/contract/security';
import type { PasskeyItem } from '@meridian/contract/security';
import { Button, List } from 'antd-mobile';
import { DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from '../../../../components/overlays';
import { QueryView } from '../../../../components/QueryView';
import { EmptyView } from '../../../../components/StateViews';
import { usePageOverlays } from '../../../../components/usePageOverlays';
import { formatDateTime } from '../../../../lib/dates';
import { guessDevice, suggestedName } from '../../data/passkeys/deviceName';
import { useRegisterPasskey, useRemovePasskey, useRenamePasskey } from '../../data/passkeys/passkeys';
import { useWebAuthnSupport } from '../../data/passkeys/webauthn';
import { useSecurityOverview } from '../../data/security';
import { useStepUp } from '../useStepUp';
import { showPasskeyFailure } from './failure';
import { PasskeyNameSheet } from './PasskeyNameSheet';
import type { NameRequest } from './PasskeyNameSheet';
import './passkeys.css';

/** The name offered for a passkey made on this device. */
function thisDeviceName(t: (key: string, params?: Record<string, string>) => string): string {
  const touch = typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1;
  const ua = typeof navigator !== 'undefined' ? navigator.userAgent : '';
  return suggestedName(guessDevice(ua, touch), t, t('passkeys.defaultName'));
}

/**
 * The user's passkeys: each with its name, when it was added and last used; adding one (a name, then the
 * browser's prompt), renaming, and removing one after a confirmation. Adding and removing change the account's
 * second factors, so they ask for a step-up (factor_change) when the user already holds a factor.
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  const supported = useWebAuthnSupport();
  const stepUp = useStepUp();
  const overlays = usePageOverlays();
  const register = useRegisterPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [naming, setNaming] = useState<NameRequest | null>(null);

  const add = async (name: string) => {
    setNaming(null);
    try {
      const saved = await stepUp.run('factor_change', (proof) =>
        register.mutateAsync({ name, stepUp: proof }),
      );
      if (saved) Toast.show({ icon: 'success', content: t('passkeys.added') });
    } catch (e) {
      showPasskeyFailure(e);
    }
  };

  const askName = () =>
    setNaming({
      title: t('passkeys.nameTitle'),
      initial: thisDeviceName(t),
      action: t('passkeys.next'),
      onName: (name) => void add(name),
    });

  const askRename = (p: PasskeyItem) =>
    setNaming({
      title: t('passkeys.renameTitle'),
      initial: p.name,
      action: t('passkeys.save'),
      onName: (name) => {
        setNaming(null);
        rename.mutateAsync({ id: p.id, name }).then(
          () => Toast.show({ icon: 'success', content: t('passkeys.renamed') }),
          () => undefined, // toasted by the helper
        );
      },
    });

  const askRemove = async (p: PasskeyItem) => {
    const ok = await overlays.confirm({
      title: t('passkeys.removeTitle'),
      content: (
        <div data-testid="passkey-remove-text">
          {t('passkeys.removeBody', { name: p.name, hours: COOLING_OFF_HOURS })}
        </div>
      ),
      confirmText: t('passkeys.remove'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await stepUp.run('factor_change', (proof) => remove.mutateAsync({ id: p.id, stepUp: proof }));
      Toast.show({ icon: 'success', content: t('passkeys.removed') });
    } catch (e) {
      showPasskeyFailure(e);
    }
  };

  return (
    <div className="passkeys-section" data-testid="passkeys-section">
      <p className="passkey-hint">{t('passkeys.intro')}</p>
      <QueryView query={overview}>
        {(o) => (
          <>
            {o.passkeys.length === 0 ? (
              <EmptyView title={t('passkeys.empty')} />
            ) : (
              <List className="passkey-list" data-testid="passkey-list">
                {o.passkeys.map((p) => (
                  <PasskeyRow
                    key={p.id}
                    passkey={p}
                    onRename={() => askRename(p)}
                    onRemove={() => void askRemove(p)}
                  />
                ))}
              </List>
            )}
            {supported === false ? (
              <p className="passkey-unsupported" data-testid="passkey-unsupported">
                {t('passkeys.unsupported')}
              </p>
            ) : o.passkeys.length >= PASSKEYS_MAX ? (
              <p className="passkey-hint" data-testid="passkey-limit">
                {t('passkeys.limit', { max: PASSKEYS_MAX })}
              </p>
            ) : (
              <Button
                block
                color="primary"
                className="submit-btn"
                data-testid="passkey-add"
                disabled={supported === undefined}
                loading={register.isPending}
                onClick={askName}
              >
                {t('passkeys.add')}
              </Button>
            )}
          </>
        )}
      </QueryView>
      <PasskeyNameSheet request={naming} onClose={() => setNaming(null)} />
      {stepUp.sheet}
    </div>
  );
}

function PasskeyRow({
  passkey: p,
  onRename,
  onRemove,
}: {
  passkey: PasskeyItem;
  onRename: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid={`passkey-${p.id}`}
      description={
        <div className="passkey-dates">
          <span>{t('passkeys.created', { date: formatDateTime(p.created_at) })}</span>
          <span data-testid={`passkey-${p.id}-used`}>
            {p.last_used_at
              ? t('passkeys.lastUsed', { date: formatDateTime(p.last_used_at) })
              : t('passkeys.neverUsed')}
          </span>
        </div>
      }
      extra={
        <span className="passkey-actions">
          {(
            [
              ['rename', <EditSOutline key="icon" />, onRename],
              ['remove', <DeleteOutline key="icon" />, onRemove],
            ] as const
          ).map(([what, icon, onClick]) => (
            <button
              key={what}
              type="button"
              className="icon-btn"
              aria-label={t(`passkeys.${what}`)}
              data-testid={`passkey-${p.id}-${what}`}
              onClick={onClick}
            >
              {icon}
            </button>
          ))}
        </span>
      }
      arrowIcon={false}
    >
      <span className="passkey-name" data-testid={`passkey-${p.id}-name`}>
        {p.name}
      </span>
    </List.Item>
  );
}
