import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { useCashInfo, useCashSave } from '../data/bankCards';
import { DOMESTIC_KIND } from '../forms/bank';
import { BankForm } from '../components/BankForm';
import { useStepUp, withProof } from '../../security';
import './setting.css';

/** /pages/setting/bank — the domestic bank card (one per user; saving replaces it): China, IBAN or US rail. */
export default function BankPage() {
  const { t } = useTranslation();
  const info = useCashInfo();
  const save = useCashSave();
  const stepUp = useStepUp();
  return (
    <div className="page" data-testid="bank-page">
      <PageNav title={t('pages.bank')} />
      <div className="page-body">
        <BankForm
          testId="bank"
          kind={DOMESTIC_KIND}
          saved={info}
          save={(card: Parameters<typeof save.mutateAsync>[0]) =>
            stepUp.run('bank_add', (proof) => save.mutateAsync(withProof(card, proof)))
          }
          saving={save.isPending}
          intro={t('bank.intro')}
        />
      </div>
      {stepUp.sheet}
    </div>
  );
}
