import { ID_TYPE } from '@meridian/contract/kyc';
import type { UserInfo } from '@meridian/contract/account';
import type { IdType } from '@meridian/contract/kyc';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { withReturnTo } from '../../../lib/returnTo';
import { ImageUpload } from '../../../components/ImageUpload';
import { PageNav } from '../../../components/PageNav';
import { QueryView, allLoaded } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { TextField } from '../../../components/TextField';
import { useUserInfo } from '../../account';
import { useRealState, useSubmitReal } from '../data/kyc';
import { ID_TYPES, missingContacts, realStep, validateAdvanced, validatePrimary } from '../forms/kyc/real';
import type { FieldProblems } from '../../../lib/validate';
import { applyFieldError, problemText } from '../components/fieldErrors';
import { PickerSheet } from '../../../components/PickerSheet';
import './setting.css';

const REAL_MARK = '/pages/setting/real_mark';

function ContactsFirst({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const here = useLocation();
  const missing = missingContacts(user);
  return (
    <div data-testid="kyc-contacts-first">
      <EmptyView title={t('kyc.contactsFirst')} description={t('kyc.contactsFirstDesc')} />
      <div className="contact-links">
        {missing.map((m) => (
          <Button
            key={m}
            block
            color="primary"
            fill="outline"
            data-testid={`kyc-bind-${m}`}
            // once bound, the security page brings the user back here to go on with the verification
            onClick={() =>
              void navigate(withReturnTo(`/pages/setting/security?bind=${m}`, here.pathname + here.search))
            }
          >
            {m === 'email' ? t('security.bindEmail') : t('security.bindPhone')}
          </Button>
        ))}
      </div>
    </div>
  );
}

function PrimaryForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitReal();
  const [idType, setIdType] = useState<IdType | null>(ID_TYPE.id_card);
  const [name, setName] = useState('');
  const [cardId, setCardId] = useState('');
  const [picking, setPicking] = useState(false);
  const [problems, setProblems] = useState<FieldProblems<'id_type' | 'name' | 'card_id' | 'real_type'>>({});
  const typeKey = ID_TYPES.find((x) => x.value === idType)?.key;

  const send = async () => {
    const r = validatePrimary({ id_type: idType, name, card_id: cardId });
    if (!r.ok) return setProblems(r.problems);
    setProblems({});
    try {
      await submit.mutateAsync(r.data);
      Toast.show({ icon: 'success', content: t('kyc.submitted') });
      onDone();
    } catch (e) {
      applyFieldError(e, setProblems, ['id_type', 'name', 'card_id']);
    }
  };

  return (
    <>
      <div className="hint-box">{t('kyc.lv1Intro')}</div>
      <div className={`field${problems.id_type ? ' has-error' : ''}`}>
        <span className="field-label">{t('kyc.idType')}</span>
        <button
          type="button"
          className="field-select"
          data-testid="kyc-id-type"
          onClick={() => setPicking(true)}
        >
          {typeKey ? (
            <span>{t(`kyc.idTypes.${typeKey}`)}</span>
          ) : (
            <span className="placeholder">{t('kyc.idType')}</span>
          )}
          <DownOutline />
        </button>
        {problems.id_type ? <div className="field-error">{problemText(problems.id_type)}</div> : null}
      </div>
      <TextField
        testId="kyc-name"
        label={t('kyc.name')}
        placeholder={t('kyc.namePlaceholder')}
        autoComplete="name"
        maxLength={50}
        value={name}
        onChange={setName}
        error={problemText(problems.name)}
      />
      <TextField
        testId="kyc-card-id"
        label={t('kyc.cardId')}
        placeholder={t('kyc.cardIdPlaceholder')}
        autoComplete="off"
        maxLength={34}
        value={cardId}
        onChange={setCardId}
        error={problemText(problems.card_id)}
      />
      <Button
        block
        color="primary"
        className="submit-btn"
        loading={submit.isPending}
        data-testid="kyc-submit"
        onClick={() => void send()}
      >
        {t('kyc.submit')}
      </Button>
      <PickerSheet
        visible={picking}
        title={t('kyc.idType')}
        testId="kyc-id-type-sheet"
        value={idType === null ? '' : String(idType)}
        options={ID_TYPES.map((x) => ({ value: String(x.value), label: t(`kyc.idTypes.${x.key}`) }))}
        onClose={() => setPicking(false)}
        onPick={(v) => {
          setPicking(false);
          setIdType(Number(v) as IdType);
        }}
      />
    </>
  );
}

function AdvancedForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitReal();
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const [problems, setProblems] = useState<FieldProblems<'front_pic' | 'reverse_pic' | 'real_type'>>({});
  const send = async () => {
    const r = validateAdvanced({ front_pic: front, reverse_pic: back });
    if (!r.ok) return setProblems(r.problems);
    setProblems({});
    try {
      await submit.mutateAsync(r.data);
      Toast.show({ icon: 'success', content: t('kyc.submitted') });
      onDone();
    } catch (e) {
      applyFieldError(e, setProblems, ['front_pic', 'reverse_pic']);
    }
  };
  return (
    <>
      <div className="hint-box">{t('kyc.lv2Intro')}</div>
      <ImageUpload
        testId="kyc-front"
        label={t('kyc.front')}
        value={front}
        onChange={setFront}
        error={problemText(problems.front_pic)}
      />
      <ImageUpload
        testId="kyc-back"
        label={t('kyc.back')}
        value={back}
        onChange={setBack}
        error={problemText(problems.reverse_pic)}
      />
      <Button
        block
        color="primary"
        className="submit-btn"
        loading={submit.isPending}
        data-testid="kyc-submit"
        onClick={() => void send()}
      >
        {t('kyc.submit')}
      </Button>
    </>
  );
}

/** /pages/setting/real — Lv1 (document type, name, number) then Lv2 (front and back images). */
export default function RealPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useUserInfo();
  const state = useRealState();
  const done = () => void navigate(REAL_MARK, { replace: true });

  const body = (
    <QueryView query={allLoaded([info, state])}>
      {([user, kyc]) => {
        if (missingContacts(user).length > 0) return <ContactsFirst user={user} />;
        const step = realStep(kyc);
        if (step === 'primary') return <PrimaryForm onDone={done} />;
        if (step === 'advanced') return <AdvancedForm onDone={done} />;
        return (
          <EmptyView
            testId="kyc-nothing-to-do"
            title={t(`kyc.state.${kyc.state}`)}
            action={
              <Button size="small" color="primary" onClick={done}>
                {t('kyc.viewStatus')}
              </Button>
            }
          />
        );
      }}
    </QueryView>
  );

  return (
    <div className="page" data-testid="real-page">
      <PageNav title={t('pages.real')} />
      <div className="page-body">{body}</div>
    </div>
  );
}
