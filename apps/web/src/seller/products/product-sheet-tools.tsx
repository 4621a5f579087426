import { useId, useState, type FormEvent } from 'react';
import { megabytes } from '@plaza/domain/constants';
import { tp } from '@plaza/domain/messages/es-panel';
import { SHEET_MAX_BYTES, type ProductImportAnswer } from '@plaza/domain/schemas/panel-product-sheet';
import { failureMessage } from '../../panel-ui/server-errors';
import { productSheetUrl, refusedImport, useImportProducts } from '../api/product-sheet';
import { sectionBox, smallButton, smallPrimaryButton } from './styles';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Outcome = { report: ProductImportAnswer; file: File } | null;
type Notice = { text: string; error: boolean } | null;

/** A line saying what happened: the import applied, or why it could not be checked. */
function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return <p className={`text-sm font-medium ${notice.error ? 'text-red-700' : 'text-emerald-800'}`}>{notice.text}</p>;
}

/** Under the import's buttons: the check's report (or that the file changes nothing) and the notice. */
function ImportStatus({ report, canApply, notice }: { report: ProductImportAnswer | null; canApply: boolean; notice: Notice }) {
  return (
    <div role="status" className="flex flex-col gap-2">
      {report ? <ImportReport report={report} /> : null}
      {report && report.rows_with_errors === 0 && !canApply ? <p className="text-sm text-slate-800">{tp('productSheet.nothingToApply')}</p> : null}
      <NoticeLine notice={notice} />
    </div>
  );
}

/** What the file does (a dry run) or did: the counts, then each error by row and column. */
function ImportReport({ report }: { report: ProductImportAnswer }) {
  const errorsTitle = useId();
  const hidden = report.rows_with_errors > 0 && report.errors.length < report.rows_with_errors;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-slate-900">
        {tp('productSheet.summary', { created: report.created, updated: report.updated, errors: report.rows_with_errors })}
        {report.unchanged > 0 ? <span className="font-normal text-slate-700"> · {tp('productSheet.unchanged', { count: report.unchanged })}</span> : null}
      </p>
      {report.errors.length > 0 ? (
        <>
          <h3 id={errorsTitle} className="text-sm font-semibold text-red-800">
            {tp('productSheet.errorsTitle')}
          </h3>
          <ul aria-labelledby={errorsTitle} className="flex max-h-72 flex-col gap-1 overflow-y-auto text-sm text-slate-900">
            {report.errors.map((error, index) => (
              <li key={`${error.row}-${error.field}-${index}`}>{tp('productSheet.errorLine', { row: error.row, field: error.field, message: error.message })}</li>
            ))}
          </ul>
          {hidden ? <p className="text-sm text-slate-700">{tp('productSheet.moreErrors')}</p> : null}
          <p className="text-sm text-slate-800">{tp('productSheet.fixFirst')}</p>
        </>
      ) : null}
    </div>
  );
}

/**
 * The products page's spreadsheet tools: "Exportar" (CSV or Excel) and "Importar", which checks
 * the chosen file first (a dry run: what it would create, change, and each error) and writes it
 * only with "Aplicar cambios", once the check found no error.
 */
export function ProductSheetTools({ storeId }: { storeId: number }) {
  const importing = useImportProducts(storeId);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Outcome>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const fileInput = useId();
  const hint = useId();
  const panel = useId();

  function run(dryRun: boolean, chosen: File) {
    setNotice(null);
    importing.mutate(
      { file: chosen, dryRun },
      {
        onSuccess: (report) => {
          if (report.applied) {
            setChecked(null);
            setNotice({ text: tp('productSheet.applied', { created: report.created, updated: report.updated }), error: false });
          } else setChecked({ report, file: chosen });
        },
        onError: (error) => {
          const refused = refusedImport(error);
          if (refused) setChecked({ report: refused, file: chosen });
          else setNotice({ text: failureMessage(error, tp('productSheet.importError')) ?? tp('productSheet.importError'), error: true });
        },
      },
    );
  }

  function onCheck(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setNotice({ text: tp('productSheet.chooseFile'), error: true });
    run(true, file);
  }

  const report = checked?.file === file ? checked.report : null;
  const canApply = report !== null && report.rows_with_errors === 0 && report.created + report.updated > 0;

  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label={tp('productSheet.exportTitle')} className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-slate-800" aria-hidden="true">
            {tp('productSheet.exportTitle')}:
          </span>
          <a href={productSheetUrl(storeId, 'csv')} download className={smallButton}>
            {tp('productSheet.exportCsv')}
          </a>
          <a href={productSheetUrl(storeId, 'xlsx')} download className={smallButton}>
            {tp('productSheet.exportXlsx')}
          </a>
        </div>
        <button type="button" className={smallButton} aria-expanded={open} aria-controls={panel} onClick={() => setOpen((value) => !value)}>
          {tp('productSheet.importTitle')}
        </button>
      </div>

      {open ? (
        <form id={panel} className={sectionBox} onSubmit={onCheck} noValidate>
          <p id={hint} className="text-sm text-slate-700">
            {tp('productSheet.importHint')}
          </p>
          <div className="flex flex-col gap-1">
            <label htmlFor={fileInput} className="text-sm font-semibold text-slate-900">
              {tp('productSheet.fileLabel', { size: megabytes(SHEET_MAX_BYTES) })}
            </label>
            <input
              id={fileInput}
              type="file"
              accept={ACCEPT}
              aria-describedby={hint}
              className="block w-full min-h-11 text-sm text-slate-900 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-slate-100 file:px-4 file:font-semibold"
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setNotice(null);
              }}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={smallButton} disabled={importing.isPending}>
              {importing.isPending && importing.variables?.dryRun ? tp('productSheet.checking') : tp('productSheet.check')}
            </button>
            <button type="button" className={smallPrimaryButton} disabled={!canApply || importing.isPending} onClick={() => file && run(false, file)}>
              {importing.isPending && importing.variables?.dryRun === false ? tp('productSheet.applying') : tp('productSheet.apply')}
            </button>
          </div>
          <ImportStatus report={report} canApply={canApply} notice={notice} />
        </form>
      ) : (
        <div role="status">
          <NoticeLine notice={notice} />
        </div>
      )}
    </section>
  );
}
