import { type SyntheticEvent, useId, useState } from 'react';
import { PRODUCT_CSV_COLUMNS, type ProductImportResult } from '@shop/contracts/products/product-csv';
import { BusyButton } from '../../../../components/ui/busy-button';
import { noticeOfAnswer } from '../../i18n/admin-notice';
import { useAdminText } from '../../i18n/use-admin-text';
import { useAdminToast } from '../../i18n/use-admin-toast';
import { FileButton } from '../../uploads/components/file-button';
import { useImportProducts } from '../api/import-products';
import './catalogue-file.css';

/** Choose a catalogue CSV, import it, and read what was created, updated and refused (row by row). */
export function ProductImportForm() {
  const { t } = useAdminText();
  const { toastError } = useAdminToast();
  const inputId = useId();
  const [file, setFile] = useState<File>();
  const importing = useImportProducts();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (file) importing.mutate(file, { onError: (error) => toastError(error) });
  };

  return (
    <section className="catalogue-file__section" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('catalogueFile.importTitle')}</h2>
      <p className="catalogue-file__note">{t('catalogueFile.importNote', { columns: PRODUCT_CSV_COLUMNS.join(',') })}</p>
      <form className="catalogue-file__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={inputId}>
          {t('catalogueFile.importTitle')}
        </label>
        <FileButton id={inputId} accept=".csv,text/csv" onChoose={setFile} />
        <BusyButton type="submit" busy={importing.isPending} disabled={!file}>
          {importing.isPending ? t('catalogueFile.importing') : t('catalogueFile.import')}
        </BusyButton>
      </form>
      {importing.data && <ImportOutcome result={importing.data} />}
    </section>
  );
}

function ImportOutcome({ result }: { result: ProductImportResult }) {
  const { t, say } = useAdminText();
  return (
    <div className="catalogue-file__outcome">
      <p role="status">
        {t('catalogueFile.summary', { created: result.created, updated: result.updated, refused: result.refused.length })}
      </p>
      {result.refused.length > 0 && (
        <table className="catalogue-file__refused">
          <caption>{t('catalogueFile.refusedTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalogueFile.row')}</th>
              <th scope="col">{t('catalogueFile.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {result.refused.map((refusal, index) => (
              <tr key={`${refusal.row}-${index}`}>
                <td>{refusal.row}</td>
                <td>{say(noticeOfAnswer(refusal, { key: 'area.fetchFailed' }))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
