import { t } from '@plaza/domain/messages/es-trust';
import { DataSaverSwitch } from '../../ui/data-saver';

/** The profile's 'Ahorro de datos': the same switch as the footer's, with what it does. */
export function DataSaverSetting() {
  return (
    <section aria-labelledby="data-saver-title" className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="data-saver-title" className="text-lg font-bold text-slate-900">
        {t('trust.dataSaver')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('trust.dataSaverHint')}</p>
      <DataSaverSwitch label={t('trust.dataSaver')} className="mt-2 text-sm font-semibold text-slate-900" />
    </section>
  );
}
