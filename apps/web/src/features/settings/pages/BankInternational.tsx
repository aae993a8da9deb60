import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { useCashInfoInternational, useCashSaveInternational } from '../data/bankCards';
import { INTERNATIONAL_KIND } from '../forms/bank';
import { BankForm } from '../components/BankForm';
import { useStepUp, withProof } from '../../security';
import './setting.css';

/** /pages/setting/bank_international — the international card: an IBAN, US or SWIFT wire. */
export default function BankInternationalPage() {
  const { t } = useTranslation();
  const info = useCashInfoInternational();
  const save = useCashSaveInternational();
  const stepUp = useStepUp();
  return (
    <div className="page" data-testid="bank-intl-page">
      <PageNav title={t('pages.bankInternational')} />
      <div className="page-body">
        <BankForm
          testId="bank-intl"
          kind={INTERNATIONAL_KIND}
          saved={info}
          save={(card: Parameters<typeof save.mutateAsync>[0]) =>
            stepUp.run('bank_add', (proof) => save.mutateAsync(withProof(card, proof)))
          }
          saving={save.isPending}
          intro={t('bank.intlIntro')}
        />
      </div>
      {stepUp.sheet}
    </div>
  );
}
