import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { useCashInfoInternational, useCashSaveInternational } from '../../data/settings/bankCards';
import { INTERNATIONAL_FIELDS, validateInternational, valuesFrom } from '../../forms/settings/bank';
import type { InternationalField } from '../../forms/settings/bank';
import { BankForm } from './BankForm';
import './setting.css';

const fill = (saved: Parameters<typeof valuesFrom>[1]) => valuesFrom(INTERNATIONAL_FIELDS, saved);

/** /pages/setting/bank_international — the international card with SWIFT and ABA hints. */
export default function BankInternationalPage() {
  const { t } = useTranslation();
  const info = useCashInfoInternational();
  const save = useCashSaveInternational();
  const fields = INTERNATIONAL_FIELDS.map((name) => ({
    name,
    inputMode: name === 'aba_number' ? ('numeric' as const) : name === 'phone' ? ('tel' as const) : undefined,
    hint: name === 'swift_code' ? t('bank.swiftHint') : name === 'aba_number' ? t('bank.abaHint') : undefined,
  }));
  return (
    <div className="page" data-testid="bank-intl-page">
      <PageNav title={t('pages.bankInternational')} />
      <div className="page-body">
        <BankForm
          testId="bank-intl"
          fields={fields}
          labelKey={(f: InternationalField) => t(`bank.field.${f}`)}
          saved={info}
          fill={fill}
          validate={validateInternational}
          save={save.mutateAsync}
          saving={save.isPending}
          intro={t('bank.intlIntro')}
        />
      </div>
    </div>
  );
}
