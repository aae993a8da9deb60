import { NICKNAME_MAX, SIGNATURE_MAX } from '@meridian/contract';
import type { UserInfo } from '@meridian/contract/account';
import { Avatar, Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { CameraOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { TextField } from '../../../components/TextField';
import { useUserInfo } from '../../account';
import { uploadImage } from '../../../api/upload';
import { useEditNickname, useHeadPortrait } from '../data/profile';
import { validateProfile } from '../forms/profile';
import type { FieldProblems } from '../../../lib/validate';
import { translateMessage } from '../../../i18n';
import { useSession } from '../../../state/session';
import './setting.css';

/** /pages/setting/userInfo — avatar (upload with preview), nickname and signature (lengths). */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const cached = useSession((s) => s.user);
  return (
    <div className="page" data-testid="userinfo-page">
      <PageNav title={t('pages.userInfo')} />
      <QueryView query={{ ...info, data: info.data ?? cached ?? undefined }}>
        {(user) => <ProfileForm key={user.id} user={user} />}
      </QueryView>
    </div>
  );
}

/** The profile of `user`, its fields filled once from it. */
function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const edit = useEditNickname();
  const portrait = useHeadPortrait();
  const file = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState('');
  const [uploading, setUploading] = useState(false);
  const [nickname, setNickname] = useState(user.nickname);
  const [signature, setSignature] = useState(user.signature);
  const [problems, setProblems] = useState<FieldProblems<'nickname' | 'signature'>>({});
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pickAvatar = async (f: File | undefined) => {
    if (!f) return;
    setPreview(URL.createObjectURL(f));
    setUploading(true);
    try {
      const url = await uploadImage(f);
      await portrait.mutateAsync(url);
      Toast.show({ icon: 'success', content: t('profile.avatarSaved') });
    } catch {
      setPreview('');
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  const save = async () => {
    const r = validateProfile({ nickname, signature });
    if (!r.ok) return setProblems(r.problems);
    setProblems({});
    try {
      await edit.mutateAsync(r.data);
      Toast.show({ icon: 'success', content: t('settings.saved') });
    } catch {
      // the helper toasted the server's message
    }
  };
  const problem = (k: 'nickname' | 'signature') => (problems[k] ? translateMessage(problems[k]) : undefined);

  return (
    <div className="page-body">
      <div className="avatar-block">
        <button
          type="button"
          className="avatar-btn"
          data-testid="userinfo-avatar"
          aria-label={t('profile.changeAvatar')}
          onClick={() => file.current?.click()}
        >
          <Avatar
            src={preview || user.head_portrait}
            style={{ '--size': '88px', '--border-radius': '50%' }}
          />
          <span className="avatar-cam">{uploading ? '…' : <CameraOutline />}</span>
        </button>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          data-testid="userinfo-avatar-input"
          onChange={(e) => void pickAvatar(e.target.files?.[0])}
        />
        <div className="avatar-hint">{t('profile.avatarHint')}</div>
      </div>
      <div className="info-rows card">
        <div className="info-row">
          <span>{t('settings.uid')}</span>
          <span>{user.id}</span>
        </div>
        <div className="info-row">
          <span>{t('profile.account')}</span>
          <span>{user.account}</span>
        </div>
      </div>
      <TextField
        testId="userinfo-nickname"
        label={t('profile.nickname')}
        placeholder={t('profile.nicknamePlaceholder')}
        value={nickname}
        maxLength={NICKNAME_MAX}
        onChange={setNickname}
        error={problem('nickname')}
      />
      <TextField
        testId="userinfo-signature"
        label={t('profile.signature')}
        placeholder={t('profile.signaturePlaceholder')}
        value={signature}
        maxLength={SIGNATURE_MAX}
        onChange={setSignature}
        error={problem('signature')}
        suffix={<span className="counter">{`${signature.length}/${SIGNATURE_MAX}`}</span>}
      />
      <Button
        block
        color="primary"
        className="submit-btn"
        loading={edit.isPending}
        data-testid="userinfo-save"
        onClick={() => void save()}
      >
        {t('common.save')}
      </Button>
    </div>
  );
}
