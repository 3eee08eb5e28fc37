import { DateField } from '../../components/date-field';

type ExportRangeFieldsProps = {
  from: string;
  to: string;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  errors: { from?: string | undefined; to?: string | undefined };
};

/**
 * The export's custom range, typed dd/mm/yyyy or picked from the app's calendar whatever the
 * browser's language (decision 025). Its own module, loaded when Custom is chosen, so the
 * calendar stays out of the Settings page's first load.
 */
export default function ExportRangeFields({ from, to, onFromChange, onToChange, errors }: ExportRangeFieldsProps) {
  return (
    <>
      <DateField id="export-from" label="From" value={from} onChange={onFromChange} error={errors.from} />
      <DateField id="export-to" label="To" value={to} onChange={onToChange} error={errors.to} />
    </>
  );
}
