export { CsvImportForm, type CsvImportFormProps } from './CsvImportForm';
export { ImportJobView, type ImportJobViewProps, type PreviewColumn } from './ImportJobView';
export { IMPORT_STATUS_LABELS, importJobKeys, isRunning, useCsvUpload, useImportJob, useJobInUrl } from './import-api';
