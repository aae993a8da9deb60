import type { IndexPop } from '@meridian/contract/content';
import { Button, CenterPopup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { articlePath, ArticleBody } from '../../content';
import './popup.css';

/** The home pop-up's dialog (HomePopup decides when): title, the start of the body, "Read more" and close. */
export default function HomePopupDialog({
  pop,
  visible,
  onClose,
}: {
  pop: IndexPop;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // mounted closed first, so the dialog opens with its animation as it did when it was always mounted
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <CenterPopup visible={mounted && visible} onMaskClick={onClose} className="home-pop" destroyOnClose>
      {visible ? (
        <div className="home-pop-box" data-testid="home-popup" data-version={pop.version}>
          <button type="button" className="home-pop-close" aria-label={t('content.close')} onClick={onClose}>
            <CloseOutline />
          </button>
          <div className="home-pop-label">{t('content.notice')}</div>
          <h2 className="home-pop-title" data-testid="home-popup-title">
            {pop.title}
          </h2>
          {pop.cover ? <img className="home-pop-cover" src={pop.cover} alt="" /> : null}
          <div className="home-pop-body">
            <ArticleBody html={pop.content} testId="home-popup-body" />
          </div>
          <div className="home-pop-actions">
            <Button block fill="outline" onClick={onClose} data-testid="home-popup-close">
              {t('content.close')}
            </Button>
            <Button
              block
              color="primary"
              data-testid="home-popup-more"
              onClick={() => {
                onClose();
                void navigate(articlePath(pop.id));
              }}
            >
              {t('content.readMore')}
            </Button>
          </div>
        </div>
      ) : null}
    </CenterPopup>
  );
}
