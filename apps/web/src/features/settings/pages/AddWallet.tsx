import { WALLET_NAME_MAX } from '@meridian/contract/settings';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { DownOutline, ScanCodeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ImageUpload } from '../../../components/ImageUpload';
import { PageNav } from '../../../components/PageNav';
import { TextField } from '../../../components/TextField';
import { useSaveAddress } from '../data/addressBook';
import { uploadImage } from '../../../api/upload';
import {
  ADDRESS_CURRENCIES,
  afterSavePath,
  chooseCurrency,
  networksOf,
  presetAddress,
  validateAddress,
} from '../forms/address';
import { addressQrFile } from '../forms/addressQr';
import { translateMessage } from '../../../i18n';
import type { AddressField, AddressValues } from '../forms/address';
import type { FieldProblems } from '../../../lib/validate';
import { applyFieldError, problemText } from '../components/fieldErrors';
import { PickerSheet } from '../../../components/PickerSheet';
import { useStepUp, withProof } from '../../security';
import './setting.css';

function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * /pages/setting/addWallet — currency (BTC/ETH/USDT), network for USDT, name, address, QR image; all required.
 * `?currency=&network=` preselect them (the withdraw screen's "add an address"), `?back=` is where saving returns.
 * The QR image is uploaded from the album or generated from the typed address (a PNG uploaded the same way).
 */
export default function AddWalletPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const save = useSaveAddress();
  const stepUp = useStepUp();
  const [values, setValues] = useState<AddressValues>(() => presetAddress(query));
  const [problems, setProblems] = useState<FieldProblems<AddressField>>({});
  const [picking, setPicking] = useState(false);
  /** The address the current QR image was generated from ('' when it was uploaded or there is none). */
  const [qrOf, setQrOf] = useState('');
  /** The generated image as a data URL: the upload is not readable until the address is saved. */
  const [qrPicture, setQrPicture] = useState('');
  const [generating, setGenerating] = useState(false);
  const set = (patch: Partial<AddressValues>) => {
    // a QR generated from another address no longer matches: drop it
    const stale = qrOf !== '' && patch.address !== undefined && patch.address.trim() !== qrOf;
    if (stale) setQrOf('');
    setValues((v) => ({ ...v, ...patch, ...(stale ? { qrcode: '' } : {}) }));
    // a field the user has just changed no longer shows its old problem
    setProblems((p) => {
      const next = { ...p };
      for (const k of Object.keys(patch) as AddressField[]) delete next[k];
      return next;
    });
  };
  const currency = ADDRESS_CURRENCIES.find((c) => c.id === values.currency);
  const networks = networksOf(values.currency);

  const submit = async () => {
    const r = validateAddress(values);
    if (!r.ok) return setProblems(r.problems);
    setProblems({});
    try {
      await stepUp.run('address_add', (proof) => save.mutateAsync(withProof(r.data, proof)));
      Toast.show({ icon: 'success', content: t('settings.saved') });
      void navigate(afterSavePath(query), { replace: true });
    } catch (e) {
      applyFieldError(e, setProblems, ['currency', 'network', 'name', 'address', 'qrcode']);
    }
  };
  const err = (k: AddressField) => problemText(problems[k]);

  const generateQr = async () => {
    const address = values.address.trim();
    if (!address) return;
    setGenerating(true);
    try {
      const file = await addressQrFile(address);
      const url = await uploadImage(file);
      setQrPicture(await dataUrlOf(file));
      setValues((v) => (v.address.trim() === address ? { ...v, qrcode: url } : v));
      setQrOf(address);
      setProblems(({ qrcode: _q, ...rest }) => rest);
      Toast.show({ content: t('wallet.qrGenerated') });
    } catch (e) {
      Toast.show({
        content: e instanceof Error && e.message ? translateMessage(e.message) : t('upload.failed'),
      });
    } finally {
      setGenerating(false);
    }
  };

  return (
    <div className="page" data-testid="addwallet-page">
      <PageNav title={t('pages.addWallet')} />
      <div className="page-body">
        <div className={`field${err('currency') ? ' has-error' : ''}`}>
          <span className="field-label">{t('wallet.currency')}</span>
          <button
            type="button"
            className="field-select"
            data-testid="addwallet-currency"
            onClick={() => setPicking(true)}
          >
            {currency ? (
              <span>{currency.name}</span>
            ) : (
              <span className="placeholder">{t('wallet.chooseCurrency')}</span>
            )}
            <DownOutline />
          </button>
          {err('currency') ? <div className="field-error">{err('currency')}</div> : null}
        </div>
        {networks.length > 1 ? (
          <div className="field">
            <span className="field-label">{t('wallet.network')}</span>
            <div className="seg" role="radiogroup" aria-label={t('wallet.network')}>
              {networks.map((n) => (
                <button
                  key={n}
                  type="button"
                  role="radio"
                  aria-checked={values.network === n}
                  className={values.network === n ? 'on' : ''}
                  data-testid={`addwallet-network-${n}`}
                  onClick={() => set({ network: n })}
                >
                  {n}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        <TextField
          testId="addwallet-name"
          label={t('wallet.name')}
          placeholder={t('wallet.namePlaceholder')}
          maxLength={WALLET_NAME_MAX}
          value={values.name}
          onChange={(name) => set({ name })}
          error={err('name')}
        />
        <TextField
          testId="addwallet-address"
          label={t('wallet.address')}
          placeholder={t('wallet.addressPlaceholder')}
          autoComplete="off"
          value={values.address}
          onChange={(address) => set({ address })}
          error={err('address')}
        />
        <ImageUpload
          key={qrOf || 'album'}
          localPreview={qrOf ? qrPicture : ''}
          testId="addwallet-qrcode"
          label={t('wallet.qrcode')}
          shape="square"
          value={values.qrcode}
          onChange={(qrcode) => {
            setQrOf('');
            set({ qrcode });
          }}
          error={err('qrcode')}
        />
        <div className="qr-generate">
          <Button
            size="small"
            color="primary"
            fill="outline"
            loading={generating}
            disabled={!values.address.trim()}
            data-testid="addwallet-qr-generate"
            onClick={() => void generateQr()}
          >
            <ScanCodeOutline /> {t('wallet.qrGenerate')}
          </Button>
          <span className="qr-generate-hint">{t('wallet.qrHint')}</span>
        </div>
        <div className="hint-box">{t('wallet.addHint')}</div>
        <Button
          block
          color="primary"
          className="submit-btn"
          loading={save.isPending}
          data-testid="addwallet-submit"
          onClick={() => void submit()}
        >
          {t('common.save')}
        </Button>
      </div>
      <PickerSheet
        visible={picking}
        title={t('wallet.chooseCurrency')}
        testId="addwallet-currency-sheet"
        value={values.currency === null ? '' : String(values.currency)}
        options={ADDRESS_CURRENCIES.map((c) => ({
          value: String(c.id),
          label: c.name,
          extra: c.networks.join(' / '),
        }))}
        onClose={() => setPicking(false)}
        onPick={(v) => {
          setPicking(false);
          setValues((cur) => chooseCurrency(cur, Number(v)));
          setProblems(({ currency: _c, network: _n, ...rest }) => rest);
        }}
      />
      {stepUp.sheet}
    </div>
  );
}
