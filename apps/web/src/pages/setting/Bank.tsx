import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { useCashInfo, useCashSave } from '../../data/settings/bankCards';
import { DOMESTIC_FIELDS, validateDomestic, valuesFrom } from '../../forms/settings/bank';
import type { DomesticField } from '../../forms/settings/bank';
import { BankForm } from './BankForm';
import './setting.css';

const FIELDS = DOMESTIC_FIELDS.map((name) => ({
  name,
  inputMode: name === 'bank_account' ? ('numeric' as const) : undefined,
}));
const fill = (saved: Parameters<typeof valuesFrom>[1]) => valuesFrom(DOMESTIC_FIELDS, saved);

/** /pages/setting/bank — the domestic bank card (one per user; saving replaces it). */
export default function BankPage() {
  const { t } = useTranslation();
  const info = useCashInfo();
  const save = useCashSave();
  return (
    <div className="page" data-testid="bank-page">
      <PageNav title={t('pages.bank')} />
      <div className="page-body">
        <BankForm
          testId="bank"
          fields={FIELDS}
          labelKey={(f: DomesticField) => t(`bank.field.${f}`)}
          saved={info}
          fill={fill}
          validate={validateDomestic}
          save={save.mutateAsync}
          saving={save.isPending}
          intro={t('bank.intro')}
        />
      </div>
    </div>
  );
}
